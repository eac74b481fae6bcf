// GET /userAccount (spec 1 §7). The other account calls (sign-up, e-mail confirmation, language groups,
// organisation users) live beside this one in their own modules.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { requireUser } from '../../identity/principal.ts';
import { route } from '../route.ts';
import { getUserAccount } from './service.ts';

export async function userAccountModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  route(app, calls.getUserAccount, async (req) => getUserAccount(db, requireUser(req)));
}
