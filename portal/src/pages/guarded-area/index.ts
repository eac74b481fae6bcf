export { GuardedAreaPage } from './guarded-area-page.tsx';
export { GUARDED_AREAS } from './guarded-areas.ts';
export type { GuardedArea } from './guarded-areas.ts';
