// The owner's notice when untrusted clients are locked out of an account (decision 073): someone may be guessing
// the password. Sent through the product's mail outbox, once per lock-out (when the account's untrusted count
// reaches its threshold), so a continuing attack does not flood the mailbox; in the owner's language (decision 190).
import type { Mailer } from '../mail/mailer.ts';
import { languageFor, textsIn } from '../texts/index.ts';
import type { AccountRow } from './accounts.ts';

export const LOCKOUT_NOTICE_SUBJECT = textsIn('en').t('lockout.subject');
export const LOCKOUT_NOTICE_TEMPLATE = 'sign-in-lockout';

export async function sendLockoutNotice(
  mailer: Mailer,
  account: Pick<AccountRow, 'email' | 'firstName' | 'username'> & { language?: string | null },
  facts: { failures: number; lockSeconds: number; address: string; at: Date },
): Promise<void> {
  const language = languageFor(account.language);
  const { t, wait } = textsIn(language);
  await mailer.send({
    to: account.email,
    subject: t('lockout.subject'),
    text: [
      account.firstName ? t('common.greeting', { name: account.firstName }) : t('common.greetingNoName'),
      '',
      t('lockout.attempts', { count: facts.failures, username: account.username, wait: wait(facts.lockSeconds) }),
      '',
      t('lockout.latest', { address: facts.address, time: facts.at.toISOString() }),
      '',
      t('lockout.advice'),
    ].join('\n'),
    template: LOCKOUT_NOTICE_TEMPLATE,
    meta: { username: account.username, failures: facts.failures, lockSeconds: facts.lockSeconds, address: facts.address },
    language,
  });
}
