export { Brand } from './brand.tsx';
