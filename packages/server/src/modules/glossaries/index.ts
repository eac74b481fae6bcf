// A client's glossaries (decision 134): the routes, and the terms machine translation applies.
export { glossariesModule } from './routes.ts';
export { glossaryLookup, requestGlossary } from './terms.ts';
export { managedClient } from './access.ts';
