/**
 * `<lingua-quote-request>`: the create-project / estimate form (spec 2 §2, §4) as an embeddable element.
 *
 * Attributes: the configuration attributes of every Lingua element; `client-link-id` and `token` turn it into
 * the external-link form (spec 2 §2 /createProject/:clientId/:token).
 * Events (bubbling, composed):
 * - `lingua-project-created` / `lingua-quote-created` — detail `{ requestId, requestType }` (spec 2 §7 visitor
 *   tracking "Project Created" / "Quote Created"; also pushed to window.dataLayer when the host has one).
 * - `lingua-home` — "Return to home" was chosen; `lingua-sign-up` — the visitor wants an account.
 *   The element never navigates its host (docs/architecture.md).
 */
import { createElement } from 'react';
import { configureWidget, defineWidget, lazyPart } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import type { CreatableRequestType } from '@lingua/contract';
import type { SubmitResult } from '../rules/submit-request.ts';
import { QuoteRequest } from './quote-request.tsx';

// Only an external link's page shows it (client-link-id, token): the common visitor does not download it.
const ExternalLinkRequest = lazyPart(() => import('../external-link/external-link-request.tsx').then((m) => m.ExternalLinkRequest));

/** Attributes of `<lingua-quote-request>`. */
export interface QuoteRequestElementProps {
  /** `client-link-id`: the encoded client id of an external link (with `token`). */
  clientLinkId?: string;
  /** `token`: the external link's token. */
  token?: string;
}

type Created = { requestId: string; requestType: CreatableRequestType };

/** Events of `<lingua-quote-request>`. */
export type QuoteRequestEvents = {
  'lingua-project-created': Created;
  'lingua-quote-created': Created;
  'lingua-home': undefined;
  'lingua-sign-up': undefined;
};

function QuoteRequestWidget({ clientLinkId, token, dispatch }: QuoteRequestElementProps & WidgetComponentProps<QuoteRequestEvents>) {
  const onSubmitted = (result: SubmitResult) =>
    dispatch(result.requestType === 'TRANSLATION_REQUEST' ? 'lingua-project-created' : 'lingua-quote-created', {
      requestId: result.id,
      requestType: result.requestType,
    });
  const onHome = () => dispatch('lingua-home', undefined);
  if (clientLinkId || token) return createElement(ExternalLinkRequest, { encodedClientId: clientLinkId, token, onSubmitted, onHome });
  return createElement(QuoteRequest, {
    onSubmitted,
    onHome,
    onSignUp: () => dispatch('lingua-sign-up', undefined),
  });
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<QuoteRequestElementProps, QuoteRequestEvents>('lingua-quote-request', QuoteRequestWidget, {
    props: { clientLinkId: 'string', token: 'string' },
    events: ['lingua-project-created', 'lingua-quote-created', 'lingua-home', 'lingua-sign-up'],
    parts: { form: "The request form: contact, languages, files and the submit buttons (a visitor's first step: the e-mail address)." },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-quote-request': LinguaElement<QuoteRequestElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<QuoteRequestEvents> {}
}
