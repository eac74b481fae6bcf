// A company's API keys (decision 133): the routes; the key as a credential lives in identity/api-keys.ts.
export { apiKeysModule } from './routes.ts';
export { isClientAdmin } from './service.ts';
