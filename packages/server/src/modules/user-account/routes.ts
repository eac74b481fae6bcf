// GET /userAccount (spec 1 §7) and PUT /userAccount/language (decision 189). The other account calls (sign-up, e-mail confirmation, language groups,
// organisation users) live beside this one in their own modules.
// Every page of the portal reads it, and it changes seldom: the answer is kept per account until the account or
// its organisation's configuration changes (../kept-answers.ts, decision 116).
import type { FastifyInstance } from 'fastify';
import { calls } from '@lingua/contract';
import { ACCOUNT_CHANGES_CHANNEL } from '../../db/change-triggers.ts';
import { requireUser } from '../../identity/principal.ts';
import { keepAnswers } from '../kept-answers.ts';
import { noContent, route } from '../route.ts';
import { getUserAccount, setUserLanguage, userAccountKept } from './service.ts';

/** One answer per signed-in account, as many as the principal cache holds; about 1 KB each. */
const KEPT_ACCOUNTS = 10_000;

export async function userAccountModule(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;
  const kept = await keepAnswers(app.ctx.database, ACCOUNT_CHANGES_CHANNEL, 'kept user-account answers', {
    maxEntries: KEPT_ACCOUNTS,
    maxBytes: KEPT_ACCOUNTS * 4096,
  });
  app.addHook('onClose', async () => kept.watch.close());
  route(app, calls.getUserAccount, async (req, reply) => {
    const principal = requireUser(req);
    const { key, tags } = userAccountKept(principal);
    return kept.send(reply, key, tags, () => getUserAccount(db, principal));
  });
  route(app, calls.setUserLanguage, async (req, reply) => {
    await setUserLanguage(db, requireUser(req), req.body.language);
    return noContent(reply);
  });
}
