// Makes the malware scanner of uploads reachable as `app.uploadScanner`, starts the server's own clamd when the
// configuration names none, and tells the provider's staff of every refused file (an e-mail to the intake desk,
// as accepted and rejected quotes are told) besides the security event (docs/decisions/175-uploads-scanned-by-clamd.md).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ScanConfig } from '../../config/scan-config.ts';
import { ownClamdDir } from '../../config/scan-config.ts';
import { serviceSecurityEvent } from '../../instrumentation/security-events.ts';
import { globalPlugin } from '../../lib/global-plugin.ts';
import { OwnClamd, hasOfficialSignatures, writeTestSignatures } from './own-clamd.ts';
import { UploadScanner, type ScanEvents } from './upload-scanner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploadScanner: UploadScanner;
  }
}

/** Signed-in uploads are at most 1000 MB (spec 2 §5): the own clamd's stream and file limits are raised to it. */
const MAX_UPLOAD_BYTES = 1_048_576_000;

/** The signatures the own clamd loads: freshclam's when there are some, else the test signature when allowed. */
async function signatureDir(config: ScanConfig, dir: string): Promise<{ dir: string; test: boolean }> {
  if ((await hasOfficialSignatures(config.databaseDir)) || !config.testSignatures) return { dir: config.databaseDir, test: false };
  const test = path.join(dir, 'test-signatures');
  await writeTestSignatures(test);
  return { dir: test, test: true };
}

function staffEvents(app: FastifyInstance): ScanEvents {
  const { config, clock } = app.ctx;
  return {
    async refused(e) {
      serviceSecurityEvent(app.log, e.signature ? 'upload.infected' : 'upload.refused', null, e);
      const what = e.signature ? `the malware scanner found ${e.signature} in it` : `it goes beyond the scanner's limits (${e.limit})`;
      // A file let through unscanned may already have been translated or downloaded: staff must look at its request.
      const first = e.rescan
        ? `A file accepted unscanned while the scanner was unavailable was scanned later and deleted: ${what}. It may have been used meanwhile.`
        : `An uploaded file was refused and deleted: ${what}.`;
      await app.mailer.send({
        to: config.intakeEmail,
        subject: `${e.rescan ? 'Accepted file deleted' : 'Upload refused'}: ${e.fileName}`,
        text: [first, `File: ${e.fileName}`, `Object key: ${e.key}`, `Time: ${clock.now().toISOString()}`].join('\n'),
        template: 'upload-refused',
        meta: { key: e.key, fileName: e.fileName, signature: e.signature ?? null, limit: e.limit ?? null, rescan: e.rescan ?? false },
      });
    },
    async unscanned(e) {
      app.log.warn({ key: e.key, problem: e.problem }, 'upload accepted unscanned (SCAN_WHEN_UNAVAILABLE=accept)');
      serviceSecurityEvent(app.log, 'upload.unscanned', null, e);
    },
  };
}

/** Starts the own clamd in the background: uploads wait for it (SCAN_HOLD_WAIT_MS) rather than the whole start. */
async function startOwnClamd(app: FastifyInstance, config: ScanConfig): Promise<OwnClamd> {
  const dir = ownClamdDir(app.ctx.config.dataDir);
  const signatures = await signatureDir(config, dir);
  if (signatures.test) app.log.warn(`no ClamAV signatures in ${config.databaseDir}: uploads are scanned for the test signature (EICAR) only; run freshclam`);
  const socket = 'path' in config.address ? config.address.path : path.join(dir, 'clamd.sock');
  const own = new OwnClamd({ dir, socket, databaseDir: signatures.dir, maxBytes: MAX_UPLOAD_BYTES, onLog: (line) => app.log.info({ clamd: line }, 'clamd') });
  void own.start().catch((err: unknown) => app.log.error({ err }, 'clamd did not start: uploads are held (see docs/operations.md "Malware scanning")'));
  return own;
}

// Global (not encapsulated), so the decoration is visible to the modules registered after it.
export const scannerPlugin = globalPlugin('upload-scanner', async (app: FastifyInstance) => {
  const config = app.ctx.config.scan;
  app.decorate('uploadScanner', new UploadScanner(config, staffEvents(app)));
  if (config.mode !== 'clamd' || !config.spawn) return;
  const own = await startOwnClamd(app, config);
  app.addHook('onClose', async () => own.stop());
});
