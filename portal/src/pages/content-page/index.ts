export { ContentPage } from './content-page.tsx';
export { PageHero } from './page-hero.tsx';
export type { PageHeroProps } from './page-hero.tsx';
export type { ContentPageId, ContentPageProps } from './content-page.tsx';
