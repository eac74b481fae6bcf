// The dub's voiced lines kept in the object store beside the request's other media files, one PCM file a line, so
// "Update files" after an edit voices again only the lines that changed (the engine names each line by what it
// depends on). After each dub the lines it no longer uses are removed, so edits leave nothing behind. Beside them the
// dub's encoded track, so the rebuild re-encodes only the part an edit changed (decision 151).
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { VoicedLines } from '../../engines/media/index.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { jobRequestPrefix } from '../job-requests/index.ts';
import { readObjectText, toLocalFile } from './context.ts';

/** The voiced lines of one language of one source file, and `settle` to run once its dub is made. */
export interface KeptVoicedLines extends VoicedLines {
  /** Forgets the lines this dub did not use and records the ones it did. */
  settle(): Promise<void>;
}

export function keptVoicedLines(store: ObjectStore, jobRequestId: string, fileIndex: number, languageId: string): KeptVoicedLines {
  const prefix = `${jobRequestPrefix(jobRequestId)}media/voiced-${fileIndex}-${languageId}/`;
  const manifest = `${prefix}lines.json`;
  const used = new Set<string>();
  const line = (key: string) => `${prefix}${key}.pcm`;
  // The encoded track under its own folder: `settle` forgets only lines, and each dub replaces the track's parts.
  const part = (name: string) => `${prefix}track/${name}`;
  return {
    track: {
      async take(name, file) {
        if (!(await store.head(part(name)))) return false;
        await toLocalFile(store, part(name), file);
        return true;
      },
      async keep(name, file) {
        await store.writeStream(part(name), createReadStream(file));
      },
    },
    async take(key, file) {
      if (!(await store.head(line(key)))) return false;
      await toLocalFile(store, line(key), file);
      used.add(key);
      return true;
    },
    async keep(key, file) {
      await store.writeStream(line(key), createReadStream(file));
      used.add(key);
    },
    async settle() {
      const before = (await store.head(manifest)) ? (JSON.parse(await readObjectText(store, manifest)) as string[]) : [];
      for (const key of before) if (!used.has(key)) await store.delete(line(key));
      await store.writeStream(manifest, Readable.from([JSON.stringify([...used])]));
    },
  };
}
