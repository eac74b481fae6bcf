export { PortalApp } from './portal-app.tsx';
export { createPortalRoutes, preloadRouteOf } from './routes.tsx';
export type { PortalRouteOptions } from './routes.tsx';
