export { ImpersonationBanner } from './impersonation-banner.tsx';
export type { ImpersonationBannerProps } from './impersonation-banner.tsx';
