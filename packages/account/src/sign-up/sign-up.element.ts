/**
 * `<lingua-sign-up>`: sign-up under the company of the user's e-mail domain (spec 2 §2, §4).
 *
 * Attributes: `sign-up-client-id` (the link's base64, URL-encoded client id) and `sign-up-token` (the link's token),
 * both optional — `client-id` is core's OpenID client id, hence the prefix; `privacy-href` (default /privacy);
 * plus core's configuration attributes.
 * Events: `lingua-signed-up` (detail `{ email, clientId }`) once the account exists and the confirmation mail is sent.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { SignUp } from './sign-up.tsx';

/** Props of `<lingua-sign-up>`. */
export interface SignUpElementProps {
  /** The link's client id (base64, URL-encoded). */
  signUpClientId?: string;
  /** The link's sign-up token. */
  signUpToken?: string;
  /** Where the Privacy Policy lives. */
  privacyHref?: string;
}

/** Events of `<lingua-sign-up>`. */
export type SignUpEvents = { 'lingua-signed-up': { email: string; clientId: string } };

function SignUpWidget({ signUpClientId, signUpToken, privacyHref, dispatch }: SignUpElementProps & WidgetComponentProps<SignUpEvents>) {
  return createElement(SignUp, {
    clientId: signUpClientId,
    token: signUpToken,
    privacyHref,
    onSignedUp: (detail) => dispatch('lingua-signed-up', detail),
  });
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-sign-up': LinguaElement<SignUpElementProps>;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<SignUpEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<SignUpElementProps, SignUpEvents>('lingua-sign-up', SignUpWidget, {
    props: { signUpClientId: 'string', signUpToken: 'string', privacyHref: 'string' },
    events: ['lingua-signed-up'],
    parts: { form: 'The sign-up card: its steps, fields and buttons.' },
  });
}
