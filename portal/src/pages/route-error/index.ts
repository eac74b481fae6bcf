export { RouteError } from './route-error.tsx';
