export { PortalApp } from './portal-app.tsx';
export { createPortalRoutes } from './routes.tsx';
export type { PortalRouteOptions } from './routes.tsx';
