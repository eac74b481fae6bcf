// The seed's language rows for the languages Apertium serves here (seed/reference-data.ts), as the MT benches
// give them to ApertiumEngine.
export const APERTIUM_LANGUAGES = [
  { id: 'enu', apertiumCode: 'eng' },
  { id: 'esn', apertiumCode: 'spa' },
  { id: 'cat', apertiumCode: 'cat' },
  { id: 'fra', apertiumCode: 'fra' },
  { id: 'ita', apertiumCode: 'ita' },
  { id: 'ptb', apertiumCode: 'por' },
];
