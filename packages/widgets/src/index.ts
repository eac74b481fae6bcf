// The widgets package as a library (Storybook, tests); hosts use dist/lingua.js instead.
export { SignInStatus } from './elements/sign-in-status/index.ts';
export type { SignInStatusProps } from './elements/sign-in-status/index.ts';
export { SessionBadge } from './elements/session-badge/index.ts';
export type { SessionBadgeProps } from './elements/session-badge/index.ts';
export { WIDGETS } from './registry.ts';
export type { WidgetEntry } from './registry.ts';
