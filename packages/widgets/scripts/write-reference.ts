// Writes the custom-elements manifest and the generated part of docs/embedding.md from the registry and the
// elements' declarations (src/embed/reference.ts). Run after adding or changing an element:
//   pnpm --filter @lingua/widgets run reference
import { readFileSync, writeFileSync } from 'node:fs';
import { buildManifest, buildMarkdown, EMBEDDING_DOC, MANIFEST_FILE, readElements, withGeneratedPart } from '../src/embed/reference.ts';

const elements = readElements();
writeFileSync(MANIFEST_FILE, `${JSON.stringify(buildManifest(elements), null, 2)}\n`);
writeFileSync(EMBEDDING_DOC, withGeneratedPart(readFileSync(EMBEDDING_DOC, 'utf8'), buildMarkdown(elements)));
console.log(`wrote ${MANIFEST_FILE} and ${EMBEDDING_DOC} (${elements.length} elements)`);
