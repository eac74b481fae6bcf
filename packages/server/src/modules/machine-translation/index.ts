// Machine translation for a client's users (spec 3 §2.2, §4.6, §5, §9): the routes and the file job.
export { machineTranslationModule } from './routes.ts';
