// A company's audit trail for the stories (decision 182): downloads through each channel, staff acting as a user,
// a key, an import, a failed sign-in.
import type { AuditEvent } from '@lingua/contract';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const event = (n: number, over: Partial<AuditEvent>): AuditEvent => ({
  id: `7b1e0c52-0000-4000-8000-${String(n).padStart(12, '0')}`,
  at: new Date(Date.UTC(2026, 11, 7, 9, 60 - n)).toISOString(),
  event: 'sign-in.success',
  actor: 'client@acme-health.example',
  onBehalfOf: null,
  target: null,
  ip: '203.0.113.7',
  userAgent: BROWSER,
  channel: 'portal',
  ...over,
});
export const auditEvents: AuditEvent[] = [
  event(1, { event: 'file.download', actor: 'employee@acme-health.example', target: 'Clinic signage: Consent form.docx' }),
  event(2, { event: 'file.download', actor: 'employee@acme-health.example', target: 'Patient leaflet: leaflet-es.pdf', channel: 'element' }),
  event(3, { event: 'file.download', actor: 'api-key:lpk_Ab12Cd34', target: 'Patient leaflet: all files (zip)', channel: 'api-key', userAgent: 'curl/8.5.0' }),
  event(4, { event: 'impersonation.start', actor: 'admin@lingua.example', target: 'employee@acme-health.example', ip: '198.51.100.4' }),
  event(5, { event: 'file.download', actor: 'admin@lingua.example', onBehalfOf: 'employee@acme-health.example', target: 'Clinic signage: Consent form.docx', ip: '198.51.100.4' }),
  event(6, { event: 'api-key.create', target: 'lpk_Ab12Cd34' }),
  event(7, { event: 'glossary.import', target: 'Oncology terms' }),
  event(8, { event: 'sign-in.failure', actor: 'employee@acme-health.example', ip: '192.0.2.55' }),
  event(9, { event: 'mfa.enable' }),
  event(10, { event: 'sign-in.success' }),
];
