// A company's API keys (issue 37 §1): the routes; the key as a credential lives in identity/api-keys.ts.
export { apiKeysModule } from './routes.ts';
export { isClientAdmin } from './service.ts';
