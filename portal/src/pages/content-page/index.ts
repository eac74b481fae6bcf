export { ContentPage } from './content-page.tsx';
export type { ContentPageId, ContentPageProps } from './content-page.tsx';
