// Suite 3's scenario (crash recovery), run on PGlite and on PostgreSQL: a real server on its own data, a real
// sign-in, then kill -9 by pid while an upload streams in, a file translation runs, a zip has been asked for and
// an escalation has been submitted; restart on the same data and watch, through the API, each piece of work end
// (completed, or failed with its reason) within two minutes of the restart. Then the operating system is asked
// whether anything the killed server started is still running, the data directory whether a half-written
// upload is left, and the database whether a request was lost or duplicated.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import {
  call,
  createDatabase,
  descendants,
  openStoredDatabase,
  query,
  ServerProcess,
  sleep,
  stillRunning,
  tempDir,
  token,
  trickleUpload,
  upload,
  uploadGrant,
  waitFor,
} from './system.ts';

/** Recovery goal of decision 076: every interrupted piece of work ends within two minutes of the restart. */
export const RECOVERY_GOAL_MS = 120_000;
const ENGINE = /^(lt-proc|apertium|cg-proc|lrx-proc|soffice|oosplash|ffmpeg|pocketsphinx|pdftotext|bash|sh)/;

const SENTENCES = [
  'The house is big and the garden is beautiful.',
  'Please send the signed contract by Friday.',
  'Take one tablet twice a day with food.',
  'The meeting has been moved to the third floor.',
  'We could not deliver your parcel because nobody was at home.',
];
/** A plain-text document of about `bytes` bytes, long enough for the translation to be under way at the kill. */
export function longDocument(bytes: number): string {
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const s = `${i}. ${SENTENCES[i % SENTENCES.length]}\n`;
    out.push(s);
    size += s.length;
  }
  return out.join('');
}

export interface CrashFigures {
  variant: string;
  crashes: number;
  inFlight: string[];
  outcomes: Record<string, string>;
  /** Seconds from the restart until the last interrupted piece of work ended. */
  recoverySeconds: number;
  lost: number;
  duplicated: number;
  orphans: number;
  enginesAtKill: number;
  leftovers: number;
}

type JobRequestView = { id: string; name: string; status: string; origination: string; requestType: string; files: Array<{ fileName: string; fileKey: string; category: string; languageId?: string | null }> };

export async function crashScenario(variant: 'PGlite' | 'PostgreSQL', port: number): Promise<CrashFigures> {
  const dataDir = await tempDir(`lingua-crash-${variant.toLowerCase()}-`);
  const db = variant === 'PostgreSQL' ? await createDatabase() : undefined;
  const server = new ServerProcess({ port, dataDir, databaseUrl: db?.url });
  try {
    await server.start();
    const base = server.baseUrl;
    let bearer = await token(base);
    const api = <T = any>(method: string, url: string, body?: unknown) => call<T>(base, bearer, method, url, body);
    const translate = async (name: string, fileName: string, content: string, targets: string[]) => {
      const fileKey = await upload(base, bearer, fileName, content);
      const res = await api<JobRequestView>('POST', '/machineTranslation/actions/translateFiles', {
        requestName: name,
        sourceLanguageId: 'enu',
        targetLanguageIds: targets,
        files: [{ fileName, fileKey, category: 'SOURCE_DOCUMENT' }],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body;
    };
    const statusOf = async (id: string) => (await api<JobRequestView>('GET', `/jobRequests/${id}`)).body.status;

    // A: translated before the crash (its zip and its escalation are what the crash interrupts).
    const a = await translate('Crash A', 'a.txt', longDocument(400), ['esn']);
    await waitFor('request A translated', 60_000, async () => ((await statusOf(a.id)) === 'COMPLETED' ? true : undefined));
    const aFiles = (await api<JobRequestView>('GET', `/jobRequests/${a.id}`)).body.files;

    // B: long enough to be TRANSLATING in the Apertium pipelines when the server is killed.
    const b = await translate('Crash B', 'b.txt', longDocument(120_000), ['esn', 'cat']);
    await waitFor('request B translating', 60_000, async () => ((await statusOf(b.id)) === 'TRANSLATING' ? true : undefined), 100);

    // An upload streaming in, a zip just asked for, an escalation just submitted.
    const trickle = trickleUpload(await uploadGrant(base, bearer), 'slow.txt', 30 * 1024 * 1024);
    await trickle.started;
    const zip = await api('POST', `/jobRequests/${a.id}/actions/zipTranslatedFiles?zipFileName=crash.zip`);
    expect(zip.status, JSON.stringify(zip.body)).toBe(202);
    const esc = await api('POST', `/jobRequests/${a.id}/actions/submitToXtrf`, {
      projectName: 'Crash escalation',
      reason: 'CLEAN_UP_FORMATTING',
      requestType: 'QUOTE_REQUEST',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      files: aFiles.map((f) => ({ fileName: f.fileName, fileKey: f.fileKey, category: f.category })),
    });
    expect(esc.status, JSON.stringify(esc.body)).toBe(204);

    const atKill = {
      translation: await statusOf(b.id),
      zip: (await api<{ status: string }>('GET', `/jobRequests/${a.id}/actions/zipTranslatedFiles/status`)).body.status,
      escalation: await statusOf(a.id),
    };
    const procs = descendants(server.pid);
    const engines = procs.filter((p) => ENGINE.test(p.comm));
    expect(engines.length, `engine processes under the server: ${procs.map((p) => p.comm).join(', ')}`).toBeGreaterThan(0);

    // The crash.
    await server.kill9();
    const uploadOutcome = await trickle.done;
    // The watchdog needs a moment to see the pipe close and kill the groups.
    await sleep(2000);
    const orphans = stillRunning(procs);
    expect(orphans.map((p) => `${p.pid} ${p.comm}`), 'processes that outlived the killed server').toEqual([]);
    expect(uploadOutcome, 'the interrupted upload was not reported as stored').toMatch(/^error/);

    // Restart on the same data.
    const restarted = Date.now();
    await server.start();
    bearer = await token(base);
    // The killed writer's half-written upload is removed on start.
    const incoming = await readdir(path.join(dataDir, 'objects-incoming')).catch(() => [] as string[]);
    expect(incoming, 'half-written uploads left after the restart').toEqual([]);

    const outcomes: Record<string, string> = {};
    const ended = await waitFor('interrupted work to end', RECOVERY_GOAL_MS, async () => {
      const t = await statusOf(b.id);
      const z = (await api<{ status: string }>('GET', `/jobRequests/${a.id}/actions/zipTranslatedFiles/status`)).body.status;
      const e = await statusOf(a.id);
      outcomes.translation = t;
      outcomes.zip = z;
      outcomes.escalation = e;
      const done = ['COMPLETED', 'FAILED'].includes(t) && ['COMPLETED', 'FAILED'].includes(z) && e !== 'SUBMITTING_TO_XTRF';
      return done ? Date.now() : undefined;
    }, 1000);
    const recoverySeconds = (ended - restarted) / 1000;
    outcomes.upload = uploadOutcome;

    // A new upload is taken as if nothing had happened.
    const again = await upload(base, bearer, 'again.txt', 'The house is big.');
    expect(again).toMatch(/again\.txt$/);
    if (outcomes.zip === 'COMPLETED') {
      const z = await api<{ downloadUrl: string }>('GET', `/jobRequests/${a.id}/actions/zipTranslatedFiles/status`);
      const zipFile = await fetch(z.body.downloadUrl);
      expect(zipFile.status).toBe(200);
      expect(Buffer.from(await zipFile.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');
    }

    // No request lost or duplicated: the list holds A and B once each, and at most the one quote request the
    // escalation opens (exactly one when it went through).
    const list = await api<{ items: JobRequestView[] }>('GET', '/jobRequests?pageSize=100');
    expect(list.status).toBe(200);
    const names = list.body.items.map((r) => r.name);
    const count = (n: string) => names.filter((x) => x === n).length;
    const lost = [count('Crash A'), count('Crash B')].filter((c) => c === 0).length;
    let duplicated = [count('Crash A'), count('Crash B')].filter((c) => c > 1).length;
    const quoteRequests = list.body.items.filter((r) => r.requestType === 'QUOTE_REQUEST' && r.name === 'Crash escalation').length;
    expect(quoteRequests).toBe(outcomes.escalation === 'SUBMITTED_TO_XTRF' ? 1 : 0);

    await server.stop();
    // What the API does not show, from the database itself: each request moved once per step, no translated
    // file stored twice, and a failure carries its reason.
    const stored = await openStoredDatabase(dataDir, db?.url);
    try {
      const moves = await query<{ job_request_id: string; from_status: string | null; to_status: string; n: number }>(
        stored,
        `select job_request_id, from_status, to_status, count(*)::int as n from job_request_status_history
          where job_request_id = any($1::uuid[]) group by 1, 2, 3 having count(*) > 1`,
        [[a.id, b.id]],
      );
      expect(moves.rows, 'a status step taken twice').toEqual([]);
      const files = await query<{ file_key: string; n: number }>(
        stored,
        `select file_key, count(*)::int as n from job_request_files where job_request_id = $1 group by 1 having count(*) > 1`,
        [b.id],
      );
      expect(files.rows, 'a translated file stored twice').toEqual([]);
      duplicated += moves.rows.length + files.rows.length;
      if (outcomes.translation === 'FAILED') {
        const r = await query<{ failure_reason: string | null }>(stored, 'select failure_reason from job_requests where id = $1', [b.id]);
        expect(r.rows[0]?.failure_reason, 'a failed translation says why').toBeTruthy();
      }
      if (outcomes.escalation !== 'SUBMITTED_TO_XTRF') {
        const r = await query<{ note: string | null }>(
          stored,
          `select note from job_request_status_history where job_request_id = $1 and from_status = 'SUBMITTING_TO_XTRF'`,
          [a.id],
        );
        expect(r.rows[0]?.note, 'an escalation put back says why').toBeTruthy();
      }
    } finally {
      await stored.close();
    }

    const figures: CrashFigures = {
      variant,
      crashes: 1,
      inFlight: [`upload (streaming)`, `translation (${atKill.translation})`, `zip (${atKill.zip})`, `escalation (${atKill.escalation})`],
      outcomes,
      recoverySeconds,
      lost,
      duplicated,
      orphans: orphans.length,
      enginesAtKill: engines.length,
      leftovers: incoming.length,
    };
    printFigures(figures);
    return figures;
  } catch (err) {
    throw new Error(`${err instanceof Error ? err.message : String(err)}\n--- server output ---\n${server.log.slice(-4000)}`, { cause: err });
  } finally {
    await server.stop().catch(() => undefined);
    await db?.drop().catch(() => undefined);
    const fs = await import('node:fs/promises');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

function printFigures(f: CrashFigures): void {
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    [
      `crash recovery on ${f.variant}: ${f.crashes} kill -9 with ${f.inFlight.length} pieces of work in flight: ${f.inFlight.join(', ')}`,
      `  outcomes: ${Object.entries(f.outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}`,
      `  all ended ${f.recoverySeconds.toFixed(1)} s after the restart (goal ≤ ${RECOVERY_GOAL_MS / 1000} s): ${met(f.recoverySeconds * 1000 <= RECOVERY_GOAL_MS)}`,
      `  requests lost ${f.lost}, duplicated ${f.duplicated} (goal 0): ${met(f.lost === 0 && f.duplicated === 0)}`,
      `  engine processes at the kill ${f.enginesAtKill}, still running after it ${f.orphans} (goal 0): ${met(f.orphans === 0)}`,
      `  half-written objects left after the restart ${f.leftovers} (goal 0): ${met(f.leftovers === 0)}`,
    ].join('\n'),
  );
}
