/**
 * `<lingua-auto-quote>`: the automatic quote review (spec 2 §2) as an embeddable element.
 *
 * Attributes: `job-request-id` (required) plus the configuration attributes of every Lingua element.
 * Events (bubbling, composed):
 * - `lingua-quote-accepted` / `lingua-quote-rejected` — detail `{ jobRequestId }`, after a successful decision.
 * - `lingua-home` — the user asked for the home page; the host decides where that is (widgets never navigate).
 */
import { createElement } from 'react';
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { AutoQuoteReview } from './auto-quote-review.tsx';

/** Attributes of `<lingua-auto-quote>`. */
export interface AutoQuoteElementProps {
  /** Id of the job request whose automatic quote is shown (required: without it the element says an id is needed). */
  jobRequestId: string;
}

/** Events of `<lingua-auto-quote>`. */
export type AutoQuoteEvents = {
  'lingua-quote-accepted': { jobRequestId: string };
  'lingua-quote-rejected': { jobRequestId: string };
  'lingua-home': undefined;
};

function AutoQuoteWidget({ jobRequestId, dispatch }: AutoQuoteElementProps & WidgetComponentProps<AutoQuoteEvents>) {
  // Keyed by the id: a host that names another quote gets that quote's review, not the last one's decision.
  return createElement(AutoQuoteReview, {
    key: jobRequestId,
    jobRequestId,
    onHome: () => dispatch('lingua-home', undefined),
    onDecided: (status) =>
      dispatch(status === 'ACCEPTED' ? 'lingua-quote-accepted' : 'lingua-quote-rejected', { jobRequestId }),
  });
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<AutoQuoteElementProps, AutoQuoteEvents>('lingua-auto-quote', AutoQuoteWidget, {
    props: { jobRequestId: 'string' },
    events: ['lingua-quote-accepted', 'lingua-quote-rejected', 'lingua-home'],
    parts: { summary: "The quote's figures: name, dates, languages, price per page.", total: 'The total project cost.' },
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-auto-quote': LinguaElement<AutoQuoteElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<AutoQuoteEvents> {}
}
