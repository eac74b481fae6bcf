export { SessionBadge } from './session-badge.tsx';
export type { SessionBadgeProps } from './session-badge.tsx';
