// The Webhooks tab's state without React (decisions 136, 137): the new endpoint's form and its checks, the signing secret
// shown once, the endpoint asked to be removed, the endpoint whose delivery log is open, and each endpoint's status.
import { WEBHOOK_URL_MAX_LENGTH, type WebhookEndpoint, type WebhookEventType } from '@lingua/contract';

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
