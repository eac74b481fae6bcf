/**
 * `<lingua-notices>`: the notices bell (decision 142) for intranets — the unread count, the newest notices linking to
 * their items in the portal, mark one or all read. New notices are pushed over server-sent events.
 *
 * Attributes: `portal-url` (string, the portal's address its links open; default the API's origin), plus core's
 * configuration attributes.
 * Events: none.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget, getConfig, lazyPart, RequireAuth } from '@lingua/core';
import type { LinguaConfig, LinguaElement } from '@lingua/core';

const NoticesBell = lazyPart(() => import('./notices-bell.tsx').then((m) => m.NoticesBell));

/** Props of `<lingua-notices>`. */
export interface NoticesElementProps {
  /** The portal's address, which the notices link into; default the API's origin. */
  portalUrl?: string;
}

function NoticesWidget({ portalUrl }: NoticesElementProps) {
  const base = portalUrl ?? originOf(getConfig().apiBase);
  // Signed out, the element offers sign-in, as every element that needs a person does (decision 052).
  return createElement(RequireAuth, { currentPath: '/' }, createElement(NoticesBell, { portalUrl: base.replace(/\/+$/, '') }));
}

const originOf = (url: string): string => {
  try {
    return new URL(url, globalThis.location?.href).origin;
  } catch {
    return '';
  }
};

declare global {
  interface HTMLElementTagNameMap {
    'lingua-notices': LinguaElement<NoticesElementProps>;
  }
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<NoticesElementProps>('lingua-notices', NoticesWidget, {
    props: { portalUrl: 'string' },
    parts: { bell: 'The bell with its unread count, and its panel of notices.' },
  });
}
