export { DashboardPage } from './dashboard-page.tsx';
export { RequireStaff } from './require-staff.tsx';
