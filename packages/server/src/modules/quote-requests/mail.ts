// E-mails of quote and project requests (spec 2): the requester's confirmation. Plain text first (every mail
// client shows it), no HTML built from user input.
import type { Mailer } from '../../mail/mailer.ts';

export interface ConfirmationMail {
  to: string;
  firstName?: string | null | undefined;
  requestName: string;
  requestType: 'QUOTE_REQUEST' | 'TRANSLATION_REQUEST';
  sourceLanguage: string;
  targetLanguages: string[];
  jobRequestId: string;
  publicUrl: string;
}

export async function sendConfirmationMail(mailer: Mailer, m: ConfirmationMail): Promise<void> {
  const what = m.requestType === 'QUOTE_REQUEST' ? 'estimate request' : 'translation project request';
  const link = `${m.publicUrl}/`;
  const lines = [
    `Hello${m.firstName ? ` ${m.firstName}` : ''},`,
    '',
    `Thank you: we received your ${what} "${m.requestName}".`,
    '',
    `Source language: ${m.sourceLanguage}`,
    `Target languages: ${m.targetLanguages.join(', ')}`,
    `Reference: ${m.jobRequestId}`,
    '',
    m.requestType === 'QUOTE_REQUEST'
      ? 'We are preparing your estimate and will send you a link to review it. We respond to quote requests within 24 hours and follow up within 1 business day.'
      : 'Our team will start on your project and keep you informed.',
    '',
    `Lingua Portal: ${link}`,
  ];
  await mailer.send({
    to: m.to,
    subject: `We received your ${what}: ${m.requestName}`,
    text: lines.join('\n'),
    template: 'job-request-confirmation',
    meta: { jobRequestId: m.jobRequestId, requestType: m.requestType, link },
  });
}
