// Media translation (spec 3 §5, §7): the routes and the media job.
export { mediaTranslationModule } from './routes.ts';
