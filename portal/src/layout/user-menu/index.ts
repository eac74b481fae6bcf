export { UserMenu } from './user-menu.tsx';
export type { UserMenuProps } from './user-menu.tsx';
