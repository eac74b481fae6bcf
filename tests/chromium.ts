// How every test and bench starts Debian's Chromium: headless-safe flags that keep it from reaching the network
// on its own (no component updates, sync, background fetches, QUIC) — this machine has no internet.
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
