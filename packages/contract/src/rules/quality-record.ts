// The quality record's period (decision 187): months back by delivery month; outside the TypeBox schemas so the
// browser's first load does not carry TypeBox (decision 171).
export const QUALITY_RECORD_MONTHS_DEFAULT = 12;
export const QUALITY_RECORD_MONTHS_MAX = 36;
