// POST /userAccount/actions/sendEmailVerificationCode and POST /userAccounts/actions/validateEmailVerificationCode
// (spec 2 §4, §7). Visitors call them (contract auth 'none'); besides the per-address throttle of the service
// they are rate limited per IP like every anonymous call.
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { languageFor } from '../../texts/index.ts';
import { noContent, route } from '../route.ts';
import { sendVerificationCode, validateVerificationCode } from './service.ts';

export async function emailVerificationModule(app: FastifyInstance): Promise<void> {
  const { db, clock } = app.ctx;
  route(app, calls.sendEmailVerificationCode, async (req, reply) => {
    await sendVerificationCode(db, clock, app.mailer, req.body.email, languageFor(req.principal?.language, req.headers['accept-language']));
    return noContent(reply);
  });
  route(app, calls.validateEmailVerificationCode, async (req) => ({
    isValid: await validateVerificationCode(db, clock, req.body.email, req.body.verificationCode),
  }));
}
