/**
 * `<lingua-request-thread>`: the conversation on one request (decision 185) — its threads, one open at a time, a new
 * question, answers from the provider's team as they come. Its first load is the element and the sign-in guard; the
 * conversation loads after it, within the element byte budget.
 *
 * Attributes: `job-request-id` (the request to talk about), plus core's configuration attributes.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget, lazyPart, RequireAuth, t } from '@lingua/core';
import type { LinguaConfig, LinguaElement } from '@lingua/core';
import './texts/conversations-texts.ts';

const ConversationCard = lazyPart(() => import('./conversation-card.tsx').then((m) => m.ConversationCard));

/** Attributes of `<lingua-request-thread>`. */
export interface RequestThreadElementProps {
  /** The request whose conversation the element shows. */
  jobRequestId: string;
}

function RequestThreadWidget({ jobRequestId }: Partial<RequestThreadElementProps>) {
  // A page that has not set the request yet shows nothing; the sign-in guard comes with the request.
  if (!jobRequestId) return null;
  return createElement(RequireAuth, { signInReason: t('conversations.signInReason') }, createElement(ConversationCard, { key: jobRequestId, jobRequestId }));
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-request-thread': LinguaElement<RequestThreadElementProps>;
  }
}

/** Called by the widget loader with the server's configuration; defines the element (idempotent). */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<RequestThreadElementProps>('lingua-request-thread', RequestThreadWidget, {
    props: { jobRequestId: 'string' },
    parts: {},
  });
}
