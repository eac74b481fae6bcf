// Public exports of @lingua/dashboards (explicit, no export *).
export { DashboardOverview } from './overview/dashboard-overview.tsx';
export type { DashboardOverviewProps } from './overview/dashboard-overview.tsx';
export { DashboardDetail } from './detail/dashboard-detail.tsx';
export type { DashboardDetailProps } from './detail/dashboard-detail.tsx';
export { DashboardQuality } from './quality/dashboard-quality.tsx';
export type { DashboardQualityProps } from './quality/dashboard-quality.tsx';
export { DETAIL_VIEWS, detailPath } from './links.tsx';
export type { DetailView, Navigate } from './links.tsx';
export { registerDashboardsTexts, dashboardsTextsEn } from './texts.ts';
