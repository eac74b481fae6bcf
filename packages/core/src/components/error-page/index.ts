export { ErrorPage, ErrorBoundary } from './error-page.tsx';
export type { ErrorPageProps, ErrorBoundaryProps } from './error-page.tsx';
