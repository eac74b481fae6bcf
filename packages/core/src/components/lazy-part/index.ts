export { lazyPart } from './lazy-part.tsx';
export type { LazyPart } from './lazy-part.tsx';
