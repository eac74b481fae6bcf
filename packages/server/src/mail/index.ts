// Outgoing mail for the rest of the server.
export { Mailer, type MailMessage, type SendResult, type MailContext } from './mailer.ts';
export { mailPlugin } from './mail-plugin.ts';
