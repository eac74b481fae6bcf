// POST /uiLogs (spec 1 §7): anonymous callers allowed (contract auth 'optional'), rate limited per IP.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { noContent, route } from '../route.ts';
import { recordUiLog } from './service.ts';

export async function uiLogsModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.createUiLog, async (req, reply) => {
    await recordUiLog(db, req.log, req.body, {
      principal: req.principal,
      userAgent: req.headers['user-agent'],
      ip: req.ip,
      at: clock.now(),
    });
    return noContent(reply);
  });
}
