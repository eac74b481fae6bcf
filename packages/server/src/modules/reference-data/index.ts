// Reference data for forms and pickers (spec 1 §7): the routes, and the kept copy other modules read names from.
export { referenceDataModule } from './routes.ts';
export { languageNames, referenceData } from './service.ts';
