// The Webhooks tab's state without React (decisions 136, 137): the new endpoint's form and its checks, the signing secret
// shown once, the endpoint asked to be removed, the endpoint whose delivery log is open, and each endpoint's status.
import { WEBHOOK_URL_MAX_LENGTH, type WebhookDelivery, type WebhookEndpoint, type WebhookEventType } from '@lingua/contract';

export const WEBHOOKS_PAGE_SIZES = [10, 20, 30] as const;

export interface EndpointForm {
  url: string;
  events: WebhookEventType[];
}

export interface WebhooksState {
  form: EndpointForm;
  tried: boolean;
  created: string | null;
  removing: WebhookEndpoint | null;
  logOf: WebhookEndpoint | null;
}

export type WebhooksAction =
  | { type: 'form'; form: Partial<EndpointForm> }
  | { type: 'tried' }
  | { type: 'created'; secret: string }
  | { type: 'dismissSecret' }
  | { type: 'remove'; endpoint: WebhookEndpoint | null }
  | { type: 'log'; endpoint: WebhookEndpoint | null };

export const emptyEndpointForm = (): EndpointForm => ({ url: '', events: ['request.completed', 'request.failed'] });
export const initialWebhooksState = (): WebhooksState => ({ form: emptyEndpointForm(), tried: false, created: null, removing: null, logOf: null });

export function webhooksReducer(state: WebhooksState, action: WebhooksAction): WebhooksState {
  switch (action.type) {
    case 'form':
      return { ...state, form: { ...state.form, ...action.form } };
    case 'tried':
      return { ...state, tried: true };
    case 'created':
      return { ...state, form: emptyEndpointForm(), tried: false, created: action.secret };
    case 'dismissSecret':
      return { ...state, created: null };
    case 'remove':
      return { ...state, removing: action.endpoint };
    case 'log':
      return { ...state, logOf: action.endpoint };
  }
}

/** Catalogue keys of what is wrong with the form. The server checks the address itself (https, where it leads). */
export function endpointFormErrors(form: EndpointForm): { url?: string; events?: string } {
  const url = form.url.trim();
  let urlError: string | undefined;
  if (!url) urlError = 'integrations.webhooks.urlRequired';
  else if (url.length > WEBHOOK_URL_MAX_LENGTH || !/^https?:\/\/[^\s/]+/i.test(url)) urlError = 'integrations.webhooks.urlInvalid';
  return { ...(urlError ? { url: urlError } : {}), ...(form.events.length ? {} : { events: 'integrations.webhooks.eventsRequired' }) };
}

export type EndpointStatus = 'active' | 'failing' | 'disabled';
export const endpointStatus = (e: WebhookEndpoint): EndpointStatus => (!e.enabled ? 'disabled' : e.failingSince ? 'failing' : 'active');

export const matchesEndpoint = (e: WebhookEndpoint, query: string): boolean => [e.url, ...e.events].some((v) => v.toLowerCase().includes(query.toLowerCase()));

/** The catalogue key of an event's name (event types hold a dot, which the catalogue reads as nesting). */
export const eventTextKey = (event: string): string => `integrations.webhooks.event.${event.replace('.', '_')}`;

/** What a delivery's status cell says: a failure that will be tried again is a failure, with its next attempt. */
export function deliveryStatusText(d: Pick<WebhookDelivery, 'status' | 'attempts' | 'nextAttemptAt'>): { key: string; failed: boolean } {
  if (d.status === 'succeeded') return { key: 'integrations.webhooks.delivery.succeeded', failed: false };
  if (d.status === 'failed') return { key: 'integrations.webhooks.delivery.failed', failed: true };
  if (d.attempts > 0 && d.nextAttemptAt) return { key: 'integrations.webhooks.delivery.retrying', failed: true };
  return { key: 'integrations.webhooks.delivery.pending', failed: false };
}

/** Why no answer came, in words: the pinned POST's errors (lib/outbound/pinned-post.ts) by their kind. */
const NO_ANSWER: ReadonlyArray<[RegExp, string]> = [
  [/no answer within/i, 'timeout'],
  [/resolves to \S+, an? .* address/i, 'privateAddress'],
  [/plain http/i, 'plainHttp'],
  [/does not resolve|ENOTFOUND|EAI_AGAIN/i, 'unknownHost'],
  [/ECONNREFUSED/i, 'refused'],
  [/certificate|CERT_|SSL|TLS/i, 'certificate'],
  [/ECONNRESET|socket hang up|EPIPE/i, 'reset'],
  [/disabled/i, 'disabled'],
];

/** The last attempt's problem in plain words (a catalogue key and its values); null when it was answered 2xx. */
export function deliveryProblem(d: Pick<WebhookDelivery, 'lastStatusCode' | 'lastError' | 'attempts'>): { key: string; values: Record<string, string | number> } | null {
  const code = d.lastStatusCode;
  if (code !== null) {
    if (code >= 200 && code < 300) return null;
    return { key: `integrations.webhooks.problem.${code >= 500 ? 'serverError' : 'refusedEvent'}`, values: { status: code } };
  }
  if (!d.lastError) return null;
  const timeout = /within (\d+) ms/.exec(d.lastError);
  const kind = NO_ANSWER.find(([pattern]) => pattern.test(d.lastError!))?.[1] ?? 'unreachable';
  return { key: `integrations.webhooks.problem.${kind}`, values: { seconds: timeout ? Math.round(Number(timeout[1]) / 1000) : 0 } };
}
