/**
 * `<lingua-session-badge>`: a badge saying whether the page's shared Lingua session is signed in.
 *
 * Attributes: `show-email` (boolean, default false), plus core's configuration attributes.
 * Events: none.
 */
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaElement, LinguaConfig } from '@lingua/core';
import { registerWidgetTexts } from '../../texts/widget-texts.ts';
import { SessionBadge } from './session-badge.tsx';
import type { SessionBadgeProps } from './session-badge.tsx';

declare global {
  interface HTMLElementTagNameMap {
    'lingua-session-badge': LinguaElement<SessionBadgeProps>;
  }
}

/** Called by the loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  registerWidgetTexts();
  return defineWidget<SessionBadgeProps>('lingua-session-badge', SessionBadge, { props: { showEmail: 'boolean' }, parts: { badge: 'The Signed in / Signed out badge.' } });
}
