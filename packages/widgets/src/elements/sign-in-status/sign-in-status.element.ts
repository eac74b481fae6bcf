/**
 * `<lingua-sign-in-status>`: the signed-in user's name with Sign out, or a Sign in button (popup sign-in).
 *
 * Attributes: `hide-sign-out` (boolean, default false), plus core's configuration attributes.
 * Events: none. All Lingua elements on a page share one session.
 */
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaElement, LinguaConfig } from '@lingua/core';
import { registerWidgetTexts } from '../../texts/widget-texts.ts';
import { SignInStatus } from './sign-in-status.tsx';
import type { SignInStatusProps } from './sign-in-status.tsx';

declare global {
  interface HTMLElementTagNameMap {
    'lingua-sign-in-status': LinguaElement<SignInStatusProps>;
  }
}

/** Called by the loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  registerWidgetTexts();
  return defineWidget<SignInStatusProps>('lingua-sign-in-status', SignInStatus, { props: { hideSignOut: 'boolean' }, parts: { status: "The sign-in state: the Sign in button, or the user's name with Sign out." } });
}
