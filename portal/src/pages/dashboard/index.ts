export { RequireStaff } from './require-staff.tsx';
