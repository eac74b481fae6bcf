export { AccessRestrictedPage } from './access-restricted-page.tsx';
