// E-mails of quote and project requests (spec 2): the requester's confirmation, in their language (decision 190).
// Plain text first (every mail client shows it), no HTML built from user input.
import type { Mailer } from '../../mail/mailer.ts';
import { textsIn, type Language } from '../../texts/index.ts';

export interface ConfirmationMail {
  to: string;
  firstName?: string | null | undefined;
  requestName: string;
  requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST';
  sourceLanguage: string;
  targetLanguages: string[];
  jobRequestId: string;
  publicUrl: string;
  language: Language;
}

export async function sendConfirmationMail(mailer: Mailer, m: ConfirmationMail): Promise<void> {
  const { t, list } = textsIn(m.language);
  const quote = m.requestType === 'QUOTE_REQUEST';
  const link = `${m.publicUrl}/`;
  const name = m.requestName;
  const lines = [
    m.firstName ? t('common.greeting', { name: m.firstName }) : t('common.greetingNoName'),
    '',
    t(quote ? 'request.receivedQuote' : 'request.receivedProject', { name }),
    '',
    t('common.sourceLanguage', { language: m.sourceLanguage }),
    t('common.targetLanguages', { languages: list(m.targetLanguages) }),
    t('common.reference', { id: m.jobRequestId }),
    '',
    t(quote ? 'request.nextQuote' : 'request.nextProject'),
    '',
    t('common.portalLink', { link }),
  ];
  await mailer.send({
    to: m.to,
    subject: t(quote ? 'request.subjectQuote' : 'request.subjectProject', { name }),
    text: lines.join('\n'),
    template: 'job-request-confirmation',
    meta: { jobRequestId: m.jobRequestId, requestType: m.requestType, link },
    language: m.language,
  });
}
