// What other workspace packages may use from the portal (Storybook fixtures, tests).
export { PortalApp, createPortalRoutes } from './app/index.ts';
export type { PortalRouteOptions } from './app/index.ts';
export { portalTexts } from './texts/portal-texts.ts';
export { registerPortalTexts } from './texts/register-portal-texts.ts';
