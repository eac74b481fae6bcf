export { AppLayout } from './app-layout.tsx';
