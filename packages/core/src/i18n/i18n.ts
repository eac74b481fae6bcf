// The English text catalogue (spec 1 §1: English only, from a catalogue). One catalogue per page; each
// feature and the portal add their own texts with registerTexts() under their own top-level key, so one t()
// reads every key, including the spec's un-prefixed ones.
// A lookup of our own rather than i18next (decision 080): the catalogue uses nested keys, `{{name}}`
// placeholders and `_one` / `_other` plurals with `count`, nothing else, and i18next with react-i18next was a
// tenth of every element's download.
import { useSyncExternalStore } from 'react';
import { coreTextsEn } from './texts-en.ts';

/** Nested text resources: leaves are strings with optional `{{name}}` placeholders. */
export interface TextResources {
  [key: string]: string | TextResources;
}

export type TextVars = Record<string, string | number>;

const catalogue: TextResources = {};
// A new function whenever the catalogue changes, so components (and memoised children taking it) re-render.
let translator = (key: string, vars?: TextVars) => t(key, vars);
const listeners = new Set<() => void>();
const plurals = new Intl.PluralRules('en');

function merge(target: TextResources, source: TextResources): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (typeof value === 'object' && typeof current === 'object') merge(current, value);
    else target[key] = typeof value === 'object' ? structuredClone(value) : value;
  }
}

/** Adds texts under the top-level key `namespace` (e.g. `account` → `account.profile.title`); later texts win. */
export function registerTexts(namespace: string, resources: TextResources): void {
  merge(catalogue, { [namespace]: resources });
  translator = (key, vars) => t(key, vars);
  for (const listener of listeners) listener();
}

function lookup(key: string): string | undefined {
  let node: string | TextResources | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Translates `key` with optional placeholder values; an unknown key returns the key itself. */
export function t(key: string, vars?: TextVars): string {
  const count = vars?.count;
  // English plurals: `key_one` / `key_other` when a count is given, else the key itself.
  const text = (typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) : undefined) ?? lookup(key);
  if (text === undefined) return key;
  // Values go in as they are (React escapes); a placeholder without a value stays visible as a gap.
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (placeholder, name: string) => (vars && Object.hasOwn(vars, name) ? String(vars[name]) : placeholder));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useT(): (key: string, vars?: TextVars) => string {
  return useSyncExternalStore(subscribe, () => translator);
}

// The root texts (spec keys such as `accessRestricted` live at the top level).
for (const [namespace, resources] of Object.entries(coreTextsEn)) {
  if (typeof resources === 'object') registerTexts(namespace, resources);
  else catalogue[namespace] = resources;
}
