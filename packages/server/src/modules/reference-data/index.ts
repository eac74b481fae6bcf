// Reference data for forms and pickers (spec 1 §7): the routes only.
export { referenceDataModule } from './routes.ts';
