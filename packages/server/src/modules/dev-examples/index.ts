// Development examples of the home cards' external sites: the routes only.
export { devExamplesRoutes } from './routes.ts';
