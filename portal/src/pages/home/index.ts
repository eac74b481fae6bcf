export { HomePage } from './home-page.tsx';
export type { HomePageProps } from './home-page.tsx';
export { ToolCardGrid } from './tool-card-grid.tsx';
export { visibleToolCards, isStaff, isClient, STAFF_ROLES, CLIENT_ROLES } from './tool-cards.ts';
export type { ToolCard, ToolCardId, ToolCardTarget, ExternalLinks } from './tool-cards.ts';
