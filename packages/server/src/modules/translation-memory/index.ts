// A client's translation memory (decision 138): its calls, what the media editor's corrections store, and the
// exact match machine translation takes first.
export { translationMemoryModule } from './routes.ts';
export { exactMatches, memoryKey, storeUnits, type MemoryScope, type NewUnit } from './units.ts';
export { clientMemory, requestMemory, type MemoryLookup } from './lookup.ts';
export { fuzzyMatches, FUZZY_THRESHOLD, type FuzzyMatch } from './fuzzy.ts';
