export { ChangePasswordRoute, ConfirmEmailRoute, OrganizationGateRoute, SignUpRoute } from './account-pages.tsx';
