// The tempFiles module: its Fastify plugin for the app's module list, and the helpers later features use to
// accept the files a client uploaded with the permission.
import type { FastifyInstance } from 'fastify';
import { tempFilesJobs } from './jobs.ts';
import { tempFilesRoutes } from './routes.ts';
import { visitorUploadGate } from './service.ts';

/** The module's Fastify plugin: its sweep job, the visitor limits on uploads, then its route. */
export async function tempFilesModule(app: FastifyInstance): Promise<void> {
  await tempFilesJobs(app);
  app.uploadGates.push(visitorUploadGate({ db: app.ctx.db, clock: app.ctx.clock, objectStore: app.objectStore }));
  await tempFilesRoutes(app);
}

export {
  createTempUploadPost,
  rescanUnscannedUploads,
  sweepExpiredUploads,
  takeUploadedFile,
  tempUploadRoot,
  SIGNED_IN_MAX_FILE_BYTES,
  VISITOR_MAX_FILE_BYTES,
  TEMP_UPLOAD_EXPIRES_SECONDS,
  TEMP_UPLOAD_RETENTION_MS,
  VISITOR_UPLOAD_RETENTION_MS,
  VISITOR_ADDRESS_MAX_BYTES,
  VISITOR_ADDRESS_MAX_FILES,
  visitorUploadGate,
  type TakenFile,
  type TempFilesContext,
} from './service.ts';
