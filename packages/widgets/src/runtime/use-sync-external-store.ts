// `use-sync-external-store/shim` for the elements (decision 127): SWR's one import of it, from Preact, which has the
// hook (the package itself is CommonJS, which the element tests would load with the real React).
export { useSyncExternalStore } from 'preact/compat';
