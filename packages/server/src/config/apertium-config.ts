// Apertium's settings and their defaults, apart from the engine so that the configuration (config/, the lowest
// layer) reads them without loading the engine, and the engine takes its defaults from here.
export const APERTIUM_DEFAULTS = { poolSize: 2, timeoutMs: 10_000, pivots: ['spa'] as readonly string[] };

/** Where Debian's apertium-* packages install their modes. */
export const DEFAULT_MODES_DIR = '/usr/share/apertium/modes';
