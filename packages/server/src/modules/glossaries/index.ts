// A client's glossaries (issue 40 §1): the routes, and the terms machine translation applies.
export { glossariesModule } from './routes.ts';
export { glossaryLookup, requestGlossary } from './terms.ts';
export { managedClient } from './access.ts';
