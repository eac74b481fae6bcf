// The embed reference cannot drift: the committed manifest and docs/embedding.md must be exactly what the
// generator makes of the registry and the elements' declarations (run `pnpm --filter @lingua/widgets run reference`).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGETS } from '../registry.ts';
import { buildManifest, buildMarkdown, EMBEDDING_DOC, MANIFEST_FILE, readElements, withGeneratedPart } from './reference.ts';

describe('embed reference', () => {
  const elements = readElements();

  it('declares every element of the registry, with its events and typed attributes', () => {
    expect(elements.map((e) => e.tag)).toEqual(WIDGETS.map((w) => w.tag));
    const mtText = elements.find((e) => e.tag === 'lingua-mt-text');
    expect(mtText?.events).toEqual([{ name: 'lingua-translated', detail: '{ detectedLanguage: string | null; }' }]);
    const badge = elements.find((e) => e.tag === 'lingua-session-badge');
    expect(badge?.attributes).toEqual([expect.objectContaining({ name: 'show-email', fieldName: 'showEmail', type: 'boolean' })]);
  });

  it('matches custom-elements.json and docs/embedding.md (regenerate with `pnpm --filter @lingua/widgets run reference`)', () => {
    expect(JSON.parse(readFileSync(MANIFEST_FILE, 'utf8'))).toEqual(buildManifest(elements));
    const doc = readFileSync(EMBEDDING_DOC, 'utf8');
    expect(doc).toBe(withGeneratedPart(doc, buildMarkdown(elements)));
  });
});
