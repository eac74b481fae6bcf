import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Modal, Text } from '@mantine/core';
import { defineWidget } from './define-widget.tsx';
import type { LinguaEvent, WidgetComponentProps } from './define-widget.tsx';
import { getWidgetStyleSheet, WIDGET_ROOT_CLASS } from './widget-styles.ts';
import { getConfig, resetConfig } from '../config/config.ts';
import { setClock } from '../clock/clock.ts';
import { sessionStore, useEffectiveUser } from '../session/session-store.ts';
import { FakeClock } from '../../test/fake-clock.ts';
import { adminClaims } from '../../test/fake-identity.ts';
import { adminUser, resetPage } from '../../test/reset.ts';
import { requestLanguage } from '../i18n/language.ts';
import { getLanguage, useT } from '../i18n/i18n.ts';

interface GreeterProps {
  greeting?: string;
}
type GreeterEvents = { 'lingua-greeted': { name: string } };

function Greeter({ greeting, dispatch }: GreeterProps & WidgetComponentProps<GreeterEvents>) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Text>{greeting}</Text>
      <Button onClick={() => dispatch('lingua-greeted', { name: 'Ada' })}>Greet</Button>
      <Button onClick={() => setOpened(true)}>Open dialog</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Inside the widget">
        Dialog body
      </Modal>
    </>
  );
}

function Flagged({ loud }: { loud?: boolean }) {
  return <Text>{loud ? 'Loud' : 'Quiet'}</Text>;
}
defineWidget<{ loud?: boolean }>('lingua-test-flagged', Flagged, { props: { loud: 'boolean' } });

function WhoAmI() {
  const user = useEffectiveUser();
  return <Text>{user ? `Signed in as ${user.username}` : 'Signed out'}</Text>;
}
defineWidget('lingua-test-who', WhoAmI);

function Closer() {
  const t = useT();
  return <Button>{t('common.close')}</Button>;
}
defineWidget('lingua-test-closer', Closer);

defineWidget<GreeterProps, GreeterEvents>('lingua-test-greeter', Greeter, {
  props: { greeting: 'string' },
  events: ['lingua-greeted'],
});

function mount(html: string): HTMLElement[] {
  document.body.insertAdjacentHTML('beforeend', html);
  return [...document.body.querySelectorAll<HTMLElement>('lingua-test-greeter')];
}

const shadow = (element: HTMLElement) => within(element.shadowRoot as unknown as HTMLElement);

beforeEach(() => {
  resetPage();
  resetConfig();
});

afterEach(() => {
  document.body.innerHTML = '';
  setClock();
});

describe('defineWidget', () => {
  it('renders the component inside an open shadow root, out of reach of document queries', async () => {
    const [element] = mount('<lingua-test-greeter greeting="Hello from Lingua"></lingua-test-greeter>');
    expect(element!.shadowRoot?.mode).toBe('open');
    expect(await shadow(element!).findByText('Hello from Lingua')).toBeInTheDocument();
    expect(screen.queryByText('Hello from Lingua')).not.toBeInTheDocument();
  });

  it('emits typed events that cross the shadow boundary (bubbles, composed)', async () => {
    const [element] = mount('<lingua-test-greeter></lingua-test-greeter>');
    const received: LinguaEvent<{ name: string }>[] = [];
    const listener = (event: Event) => received.push(event as LinguaEvent<{ name: string }>);
    document.addEventListener('lingua-greeted', listener);
    try {
      await userEvent.click(await shadow(element!).findByRole('button', { name: 'Greet' }));
    } finally {
      document.removeEventListener('lingua-greeted', listener);
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.detail).toEqual({ name: 'Ada' });
    expect(received[0]!.composed).toBe(true);
    expect(received[0]!.bubbles).toBe(true);
    expect(received[0]!.target).toBe(element);
  });

  it('adopts one shared Mantine stylesheet in every widget', async () => {
    const [first, second] = mount('<lingua-test-greeter></lingua-test-greeter><lingua-test-greeter></lingua-test-greeter>');
    const sheet = getWidgetStyleSheet();
    expect(first!.shadowRoot!.adoptedStyleSheets).toEqual([sheet]);
    expect(second!.shadowRoot!.adoptedStyleSheets).toEqual([sheet]);
    expect(first!.shadowRoot!.adoptedStyleSheets[0]).toBe(second!.shadowRoot!.adoptedStyleSheets[0]);
    const selectors = [...sheet.cssRules].map((rule) => (rule as CSSStyleRule).selectorText);
    expect(selectors).toContain(':host');
    expect(selectors).toContain(`.${WIDGET_ROOT_CLASS}`);
  });

  it('puts theme variables and the color scheme on the inner wrapper', async () => {
    const [element] = mount('<lingua-test-greeter greeting="Hi"></lingua-test-greeter>');
    await shadow(element!).findByText('Hi');
    const wrapper = element!.shadowRoot!.querySelector(`.${WIDGET_ROOT_CLASS}`);
    expect(wrapper).toHaveAttribute('data-mantine-color-scheme', 'light');
    const styles = [...element!.shadowRoot!.querySelectorAll('style[data-mantine-styles]')].map((s) => s.textContent).join('');
    expect(styles).toContain(`.${WIDGET_ROOT_CLASS}{`);
  });

  it('renders overlays such as Modal inside its shadow root', async () => {
    const [element] = mount('<lingua-test-greeter></lingua-test-greeter>');
    await userEvent.click(await shadow(element!).findByRole('button', { name: 'Open dialog' }));
    expect(await shadow(element!).findByRole('dialog', { name: 'Inside the widget' })).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
  });

  it('configures core from its attributes, first widget first', async () => {
    const [element] = mount(
      '<lingua-test-greeter greeting="Hi" api-base="https://lingua.example.com/v1" client-id="portal" authority="https://lingua.example.com/oidc"></lingua-test-greeter>',
    );
    await shadow(element!).findByText('Hi');
    expect(getConfig()).toMatchObject({
      apiBase: 'https://lingua.example.com/v1',
      clientId: 'portal',
      authority: 'https://lingua.example.com/oidc',
      interaction: 'popup',
    });
    mount('<lingua-test-greeter greeting="Second" api-base="https://other.example.com/v1"></lingua-test-greeter>');
    await waitFor(() => expect(document.body.querySelectorAll('lingua-test-greeter')).toHaveLength(2));
    expect(getConfig().apiBase).toBe('https://lingua.example.com/v1');
  });

  it('refuses an event name it did not declare', async () => {
    function Typo({ dispatch }: WidgetComponentProps<{ 'lingua-oops': null }>) {
      const [error, setError] = useState('');
      return (
        <Button
          onClick={() => {
            try {
              dispatch('lingua-oops', null);
            } catch (e) {
              setError((e as Error).message);
            }
          }}
        >
          {error || 'Send'}
        </Button>
      );
    }
    defineWidget<object, { 'lingua-oops': null }>('lingua-test-typo', Typo, { events: [] });
    document.body.insertAdjacentHTML('beforeend', '<lingua-test-typo></lingua-test-typo>');
    const element = document.body.querySelector<HTMLElement>('lingua-test-typo')!;
    await userEvent.click(await shadow(element).findByRole('button', { name: 'Send' }));
    expect(await shadow(element).findByRole('button', { name: /does not declare the event lingua-oops/ })).toBeInTheDocument();
  });

  it('shares one session between all widgets of the page', async () => {
    document.body.insertAdjacentHTML('beforeend', '<lingua-test-who></lingua-test-who><lingua-test-who></lingua-test-who>');
    const [first, second] = [...document.body.querySelectorAll<HTMLElement>('lingua-test-who')];
    expect(await shadow(first!).findByText('Signed out')).toBeInTheDocument();
    expect(await shadow(second!).findByText('Signed out')).toBeInTheDocument();
    sessionStore.getState().setUser(adminUser);
    sessionStore.getState().setOverride({ username: 'bob', email: 'bob@x.com', roles: ['CLIENT'] });
    expect(await shadow(first!).findByText('Signed in as bob')).toBeInTheDocument();
    expect(await shadow(second!).findByText('Signed in as bob')).toBeInTheDocument();
  });

  it('shows one session-expiry warning however many widgets the page has', async () => {
    const identity = resetPage();
    identity.claims = adminClaims;
    const clock = new FakeClock();
    setClock(clock);
    document.body.insertAdjacentHTML('beforeend', '<lingua-test-who></lingua-test-who><lingua-test-who></lingua-test-who>');
    const widgets = [...document.body.querySelectorAll<HTMLElement>('lingua-test-who')];
    await shadow(widgets[1]!).findByText('Signed in as ada');
    act(() => clock.advance(60 * 60_000));
    await shadow(widgets[0]!).findByRole('dialog', { name: 'Session expiry' });
    expect(shadow(widgets[1]!).queryByRole('dialog', { name: 'Session expiry' })).not.toBeInTheDocument();
  });

  it('reads a boolean attribute the HTML way: present means true, absent or "false" means false', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<lingua-test-flagged loud></lingua-test-flagged><lingua-test-flagged></lingua-test-flagged><lingua-test-flagged loud="false"></lingua-test-flagged>',
    );
    const [bare, absent, off] = [...document.body.querySelectorAll<HTMLElement & { loud?: boolean }>('lingua-test-flagged')];
    expect(await shadow(bare!).findByText('Loud')).toBeInTheDocument();
    expect(await shadow(absent!).findByText('Quiet')).toBeInTheDocument();
    expect(await shadow(off!).findByText('Quiet')).toBeInTheDocument();

    act(() => bare!.removeAttribute('loud'));
    expect(await shadow(bare!).findByText('Quiet')).toBeInTheDocument();
    act(() => {
      absent!.loud = true;
    });
    expect(await shadow(absent!).findByText('Loud')).toBeInTheDocument();
    expect(absent).toHaveAttribute('loud', '');
  });

  it('keeps rem-based sizes as designed on a host that changes the root font size', async () => {
    document.documentElement.style.fontSize = '8px';
    try {
      const [element] = mount('<lingua-test-greeter greeting="Scaled"></lingua-test-greeter>');
      await shadow(element!).findByText('Scaled');
      const styles = [...element!.shadowRoot!.querySelectorAll('style[data-mantine-styles]')].map((s) => s.textContent).join('');
      // 16 / 8: a 0.875rem label comes out at 14 px again.
      expect(styles).toMatch(/--mantine-scale:\s*2;/);
    } finally {
      document.documentElement.style.fontSize = '';
    }
  });

  it('shows the language its lang attribute or the host page names, right to left in Arabic, and switches live', async () => {
    const root = (element: HTMLElement) => element.shadowRoot!.querySelector(`.${WIDGET_ROOT_CLASS}`)!;
    try {
      document.documentElement.lang = 'ja';
      document.body.insertAdjacentHTML('beforeend', '<lingua-test-closer></lingua-test-closer>');
      const [element] = [...document.body.querySelectorAll<HTMLElement>('lingua-test-closer')];
      expect(await shadow(element!).findByRole('button', { name: '閉じる' })).toBeInTheDocument();
      expect(root(element!)).toHaveAttribute('lang', 'ja');
      expect(root(element!)).toHaveAttribute('dir', 'ltr');
      act(() => element!.setAttribute('lang', 'ar'));
      expect(await shadow(element!).findByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
      expect(root(element!)).toHaveAttribute('dir', 'rtl');
      act(() => element!.setAttribute('lang', 'de-AT'));
      expect(await shadow(element!).findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
      expect(root(element!)).toHaveAttribute('dir', 'ltr');
    } finally {
      document.documentElement.lang = '';
      requestLanguage(null);
      await waitFor(() => expect(getLanguage()).toBe('en'));
    }
  });
});
