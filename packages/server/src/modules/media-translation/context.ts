// What every part of the media module shares: its dependencies, the job's name and the language facts the
// subtitle writers and messages need.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { SubtitleRules } from '@lingua/contract/subtitles';
import type { Db } from '../../db/client.ts';
import { languages } from '../../db/schema/index.ts';
import type { MediaEngine } from '../../engines/media/index.ts';
import { ebuLanguageCode, type SubtitleMeta } from '../../engines/media/subtitles/index.ts';
import type { MachineTranslation } from '../../engines/mt/plugin.ts';
import type { Jobs } from '../../jobs/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { UploadScanner } from '../../engines/scanner/upload-scanner.ts';

export const MEDIA_JOB = 'mt-media';
export const MEDIA_RETRY_LIMIT = 2;

export interface MediaContext {
  db: Db;
  clock: Clock;
  objectStore: ObjectStore;
  /** Every upload is scanned before it is taken (decision 175). */
  uploadScanner: UploadScanner;
  jobs: Jobs;
  mt: MachineTranslation;
  media: MediaEngine;
  /** Where voice samples are kept once generated. */
  dataDir: string;
  publicUrl: string;
  /** The subtitle limits in force (MEDIA_SUBTITLE_RULES); Netflix's when not given. */
  subtitles?: SubtitleRules | undefined;
}

export type LanguageInfo = Map<string, { name: string; code: string; enabled: boolean }>;

export async function languageInfo(db: Db): Promise<LanguageInfo> {
  const rows = await db
    .select({ id: languages.id, name: languages.name, code: languages.azureId, disabled: languages.isDisabled })
    .from(languages);
  return new Map(rows.map((r) => [r.id, { name: r.name, code: r.code ?? r.id, enabled: !r.disabled }]));
}

/** A language's name for messages; the id when the language is unknown. */
export function languageName(info: LanguageInfo, id: string): string {
  return info.get(id)?.name ?? id;
}

/** What the subtitle writers put in headers: the request's name and the language's names and codes. */
export function subtitleMeta(info: LanguageInfo, title: string, languageId: string): SubtitleMeta {
  const code = info.get(languageId)?.code ?? languageId;
  return { title, languageId, languageName: languageName(info, languageId), languageCode: code, ebuLanguageCode: ebuLanguageCode(code) };
}

/** Copies a stored object to a local file (streamed), for the tools that need to seek. */
export async function toLocalFile(store: ObjectStore, key: string, file: string): Promise<void> {
  await pipeline(await store.openReadStream(key), createWriteStream(file));
}

/** A small stored object (a subtitle file, the kept waveform) as text. */
export async function readObjectText(store: ObjectStore, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of await store.openReadStream(key)) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
