// Signing secrets (decision 136): `whsec_` + base64 of 32 random bytes, as the Standard Webhooks libraries read
// them; sealed at rest in the TOTP secrets' box (SECRETS_KEY), the endpoint id bound in as authenticated data.
// Requests are signed by the project's own `standardwebhooks` package.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { TotpSecretBox } from '../../identity/totp-secrets.ts';

export const newSigningSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

const sealedFor = (endpointId: string) => `webhook-endpoint:${endpointId}`;
export const sealSigningSecret = (box: TotpSecretBox, endpointId: string, secret: string): string => box.seal(sealedFor(endpointId), secret);
export const openSigningSecret = (box: TotpSecretBox, endpointId: string, sealed: string): string => box.open(sealedFor(endpointId), sealed);

/** The three Standard Webhooks headers of one attempt. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}
