export { StatusPage } from './status-page.tsx';
export type { StatusPageProps } from './status-page.tsx';
