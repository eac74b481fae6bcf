// The owner's notice when untrusted clients are locked out of an account (decision 073): someone may be guessing
// the password. Sent through the product's mail outbox, once per lock-out (when the account's untrusted count
// reaches its threshold), so a continuing attack does not flood the mailbox.
import type { Mailer } from '../mail/mailer.ts';
import type { AccountRow } from './accounts.ts';
import { waitText } from './throttle.ts';

export const LOCKOUT_NOTICE_SUBJECT = 'Sign-in to your Lingua Portal account was paused';
export const LOCKOUT_NOTICE_TEMPLATE = 'sign-in-lockout';

export async function sendLockoutNotice(
  mailer: Mailer,
  account: Pick<AccountRow, 'email' | 'firstName' | 'username'>,
  facts: { failures: number; lockSeconds: number; address: string; at: Date },
): Promise<void> {
  const greeting = account.firstName ? `Hello ${account.firstName},` : 'Hello,';
  await mailer.send({
    to: account.email,
    subject: LOCKOUT_NOTICE_SUBJECT,
    text: [
      greeting,
      '',
      `There were ${facts.failures} failed attempts to sign in to your Lingua Portal account (${account.username}) from browsers that have not signed in to it before. Sign-in from such browsers is paused for ${waitText(facts.lockSeconds)}; browsers you have signed in with before are not affected.`,
      '',
      `The latest attempt came from the address ${facts.address} at ${facts.at.toISOString()}.`,
      '',
      'If this was you, wait and try again, or sign in from a browser you have used before. If it was not you, someone may be guessing your password: sign in and change it, and consider turning on multi-factor authentication.',
    ].join('\n'),
    template: LOCKOUT_NOTICE_TEMPLATE,
    meta: { username: account.username, failures: facts.failures, lockSeconds: facts.lockSeconds, address: facts.address },
  });
}
