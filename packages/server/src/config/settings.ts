// Reading the settings of the cloud MT engines (DeepL, an OpenAI-compatible chat model, LibreTranslate) from the
// environment: the same rules for every engine, so a wrong value fails the start with the setting's name.

export function positiveIntSetting(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

/** Retries may be 0 (ask once). */
export function retriesSetting(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`${name} must be a whole number from 0 to 10, got "${value}"`);
  return n;
}

export function booleanSetting(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (v === 'true' || v === '1' || v === 'yes') return true;
  if (v === 'false' || v === '0' || v === 'no') return false;
  throw new Error(`${name} must be true or false, got "${value}"`);
}

/** A comma-separated list of portal language ids ('enu,esn,deu'); null when unset (the engine's default). */
export function languageListSetting(value: string | undefined): string[] | null {
  if (value === undefined || value.trim() === '') return null;
  return [...new Set(value.split(',').map((s) => s.trim()).filter(Boolean))];
}

/** A base URL without trailing slashes; undefined when unset. */
export function urlSetting(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const url = value.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return url;
}
