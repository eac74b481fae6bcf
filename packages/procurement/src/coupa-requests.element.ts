/**
 * `<lingua-coupa-requests>`: the procurement-platform request area (spec 3 §2.6) — Coupa Requests and a request's
 * detail, switched inside the element (a widget never navigates its host).
 *
 * Attributes: core's configuration attributes. Events: `lingua-request-opened` (detail `{ jobRequestId }`) when a
 * detail opens; `lingua-create-request` (detail `{ requestId }`) when Create Request is pressed, so the host page
 * can show its create-quote form; `lingua-quote-returned` (detail `{ redirectUrl }`) before the browser goes to
 * the page that returns the quote to the procurement platform.
 */
import { createElement, useState } from 'react';
import { configureWidget, defineWidget, Guard, lazyPart, useT } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { useStoredRequestId } from './request-id.ts';
import { registerProcurementTexts } from './texts.ts';

// The sign-in prompt (the guard's first screen) needs the texts before the lazily loaded parts register them.
registerProcurementTexts();

// Behind the guard: a visitor's first screen is the sign-in prompt, so the list loads once someone may see it,
// and the details (tabs, documents, the quote's answer) once a request is opened (decision 081).
const CoupaRequestList = lazyPart(() => import('./list/coupa-request-list.tsx').then((m) => m.CoupaRequestList));
const CoupaRequestDetails = lazyPart(() => import('./detail/coupa-request-details.tsx').then((m) => m.CoupaRequestDetails));

/** Events of `<lingua-coupa-requests>`. */
export type CoupaRequestsEvents = {
  'lingua-request-opened': { jobRequestId: string };
  'lingua-create-request': { requestId: string };
  'lingua-quote-returned': { redirectUrl: string };
};

/** Attributes of `<lingua-coupa-requests>` (none of its own). */
export type CoupaRequestsElementProps = Record<string, never>;

function CoupaRequestsWidget({ dispatch }: WidgetComponentProps<CoupaRequestsEvents>) {
  const t = useT();
  // Signed out, the element explains itself and offers popup sign-in (as the MT elements do) instead of
  // calling the API and showing its 401 as an error.
  return createElement(Guard, { signInReason: t('coupa.signInReason') }, createElement(CoupaRequestsArea, { dispatch }));
}

function CoupaRequestsArea({ dispatch }: WidgetComponentProps<CoupaRequestsEvents>) {
  const [jobRequestId, setJobRequestId] = useState<string | null>(null);
  const requestId = useStoredRequestId();
  if (jobRequestId) {
    return createElement(CoupaRequestDetails, {
      jobRequestId,
      onBack: () => setJobRequestId(null),
      onRedirect: (redirectUrl: string) => {
        dispatch('lingua-quote-returned', { redirectUrl });
        window.location.assign(redirectUrl);
      },
    });
  }
  return createElement(CoupaRequestList, {
    canCreate: !!requestId,
    onCreate: () => {
      if (requestId) dispatch('lingua-create-request', { requestId });
    },
    onViewDetails: (job) => {
      setJobRequestId(job.id);
      dispatch('lingua-request-opened', { jobRequestId: job.id });
    },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-coupa-requests': LinguaElement<CoupaRequestsElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<CoupaRequestsEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<CoupaRequestsElementProps, CoupaRequestsEvents>('lingua-coupa-requests', CoupaRequestsWidget, {
    props: {},
    events: ['lingua-request-opened', 'lingua-create-request', 'lingua-quote-returned'],
    parts: { list: 'The Coupa request list.', toolbar: 'Create Request, beside the list heading.' },
  });
}
