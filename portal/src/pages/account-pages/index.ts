export { ChangePasswordRoute, ConfirmEmailRoute, SignUpRoute } from './account-pages.tsx';
export { OrganizationGateRoute } from './organization-gate-route.tsx';
