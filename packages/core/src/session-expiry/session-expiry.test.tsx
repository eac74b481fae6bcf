import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setClock } from '../clock/clock.ts';
import { signIn } from '../identity/identity.ts';
import { sessionStore } from '../session/session-store.ts';
import { LAST_ACTIVITY_STORAGE_KEY } from './last-activity.ts';
import { isSessionExpiryWatching, SESSION_CHANNEL_NAME, sessionExpiryStore, startSessionExpiry } from './session-expiry.ts';
import { FakeClock } from '../../test/fake-clock.ts';
import { adminClaims } from '../../test/fake-identity.ts';
import type { FakeIdentity } from '../../test/fake-identity.ts';
import { renderWithLingua } from '../../test/render.tsx';
import { resetPage } from '../../test/reset.ts';

const MINUTE = 60_000;
let clock: FakeClock;
let identity: FakeIdentity;

function advance(ms: number) {
  act(() => clock.advance(ms));
}

async function renderSignedIn() {
  renderWithLingua(<p>Portal page</p>);
  await waitFor(() => expect(sessionStore.getState().status).toBe('authenticated'));
  // The watcher's code loads once signed in (decision 172); the hour counts from when it runs.
  await waitFor(() => expect(isSessionExpiryWatching()).toBe(true));
}

const warning = () => screen.queryByRole('dialog', { name: 'Session expiry' });

beforeEach(() => {
  identity = resetPage();
  identity.claims = adminClaims;
  clock = new FakeClock();
  setClock(clock);
});

describe('session expiry', () => {
  it("warns after 1 hour without activity with an I'm here button", async () => {
    await renderSignedIn();
    advance(59 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    advance(MINUTE);
    expect(warning()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "I'm here" })).toBeInTheDocument();
    expect(screen.getByText(/signed out in 30 seconds/)).toBeInTheDocument();
    advance(10_000);
    expect(screen.getByText(/signed out in 20 seconds/)).toBeInTheDocument();
  });

  it("counts the hour from the sign-in it is given, not from when the watcher's code arrived", () => {
    const signedInAt = clock.now();
    advance(59 * MINUTE);
    const stop = startSessionExpiry({ onExpire: () => undefined, activeSince: signedInAt });
    advance(MINUTE - 1);
    expect(sessionExpiryStore.getState().warning).toBe(false);
    advance(1);
    expect(sessionExpiryStore.getState().warning).toBe(true);
    stop();
  });

  it('signs out when the warning is not answered within 30 seconds', async () => {
    await renderSignedIn();
    advance(60 * MINUTE);
    advance(29_999);
    expect(sessionStore.getState().status).toBe('authenticated');
    advance(1);
    await waitFor(() => expect(sessionStore.getState().status).toBe('anonymous'));
    expect(identity.calls).toContain('clearLocal');
    expect(warning()).not.toBeInTheDocument();
  });

  it("restarts the hour when the user answers I'm here", async () => {
    await renderSignedIn();
    advance(60 * MINUTE);
    await userEvent.click(screen.getByRole('button', { name: "I'm here" }));
    expect(warning()).not.toBeInTheDocument();
    advance(30_000);
    expect(sessionStore.getState().status).toBe('authenticated');
    advance(59 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    advance(30_000);
    expect(warning()).toBeInTheDocument();
  });

  it('counts mouse, key, scroll and touch as activity', async () => {
    await renderSignedIn();
    for (const fire of [
      () => fireEvent.mouseMove(document),
      () => fireEvent.keyDown(document.body, { key: 'a' }),
      () => fireEvent.scroll(window),
      () => fireEvent.touchStart(document.body),
    ]) {
      advance(50 * MINUTE);
      fire();
    }
    advance(59 * MINUTE);
    expect(warning()).not.toBeInTheDocument();
    advance(MINUTE);
    expect(warning()).toBeInTheDocument();
  });

  describe('across the tabs of the portal (spec 1 §4)', () => {
    // Another tab of the same browser: a page of its own on the same channel.
    let otherTab: BroadcastChannel;
    const received: unknown[] = [];
    beforeEach(() => {
      received.length = 0;
      otherTab = new BroadcastChannel(SESSION_CHANNEL_NAME);
      otherTab.onmessage = (event) => received.push(event.data);
    });
    afterEach(() => otherTab.close());
    // Channel messages arrive on the event loop, not on the fake clock.
    const delivered = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

    it('counts activity in another tab, so an idle tab does not warn while the user works elsewhere', async () => {
      await renderSignedIn();
      advance(50 * MINUTE);
      otherTab.postMessage({ type: 'activity', at: clock.now() });
      await delivered();
      advance(59 * MINUTE);
      expect(warning()).not.toBeInTheDocument();
      advance(MINUTE);
      expect(warning()).toBeInTheDocument();
    });

    it('tells the other tabs of activity here, and closes the warning when I’m here is answered in another tab', async () => {
      await renderSignedIn();
      advance(10 * MINUTE);
      fireEvent.mouseMove(document);
      await delivered();
      expect(received).toContainEqual({ type: 'activity', at: clock.now() });
      advance(60 * MINUTE);
      expect(warning()).toBeInTheDocument();
      otherTab.postMessage({ type: 'confirm', at: clock.now() });
      await delivered();
      await waitFor(() => expect(warning()).not.toBeInTheDocument());
      advance(30_000);
      expect(sessionStore.getState().status).toBe('authenticated');
    });

    it('signs out once: the expiring tab tells the others, which follow', async () => {
      await renderSignedIn();
      advance(60 * MINUTE);
      advance(30_000);
      await waitFor(() => expect(sessionStore.getState().status).toBe('anonymous'));
      await delivered();
      expect(received).toContainEqual({ type: 'expired' });
    });

    it('follows, without a second sign-out at the provider, when another tab signs out at the same moment', async () => {
      // Another tab holds the sign-out lock: its hour ended at the same moment as this one's.
      const requested: string[] = [];
      const locks = {
        request: async (name: string, _options: unknown, callback: (lock: unknown) => Promise<unknown>) => {
          requested.push(name);
          return callback(null);
        },
      };
      Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
      try {
        await renderSignedIn();
        advance(60 * MINUTE);
        advance(30_000);
        await waitFor(() => expect(sessionStore.getState().status).toBe('anonymous'));
        expect(requested).toEqual(['lingua.session.sign-out']);
        expect(identity.calls).toContain('clearLocal');
        expect(identity.calls).not.toContain('logoutRedirect');
      } finally {
        delete (navigator as { locks?: unknown }).locks;
      }
    });

    it('follows a sign-out in another tab without a second sign-out at the provider', async () => {
      await renderSignedIn();
      advance(10 * MINUTE);
      otherTab.postMessage({ type: 'expired' });
      await delivered();
      await waitFor(() => expect(sessionStore.getState().status).toBe('anonymous'));
      expect(identity.calls).toContain('clearLocal');
      expect(identity.calls).not.toContain('logoutRedirect');
    });
  });

  it('stores the last activity when the page closes', async () => {
    await renderSignedIn();
    advance(10 * MINUTE);
    fireEvent.mouseMove(document);
    const activeAt = clock.now();
    advance(5 * MINUTE);
    fireEvent(window, new Event('pagehide'));
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(activeAt));
  });

  it('signs out at load when the stored last activity is older than 1 hour', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(clock.now() - 61 * MINUTE));
    renderWithLingua(<p>Portal page</p>);
    await waitFor(() => expect(identity.calls).toContain('clearLocal'));
    expect(sessionStore.getState().status).toBe('anonymous');
  });

  it('keeps the session at load when the stored last activity is recent', async () => {
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(clock.now() - 30 * MINUTE));
    await renderSignedIn();
    await act(async () => {});
    expect(identity.calls).not.toContain('clearLocal');
  });

  it('clears the stored timestamp at sign-in', async () => {
    identity.claims = null;
    window.localStorage.setItem(LAST_ACTIVITY_STORAGE_KEY, String(clock.now() - 2 * 60 * MINUTE));
    await signIn({ mode: 'popup' });
    expect(window.localStorage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBeNull();
    expect(sessionStore.getState().user?.username).toBe('ada');
  });
});
