import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { configure, LinguaProvider, sessionStore, setIdentityClient } from '@lingua/core';
import { registerWidgetTexts } from '../../texts/widget-texts.ts';
import { SessionBadge } from './session-badge.tsx';

describe('SessionBadge', () => {
  it('follows the shared session store', async () => {
    configure({ apiBase: '/v1' });
    registerWidgetTexts();
    // No identity client: initialisation settles on signed out.
    setIdentityClient(null);
    render(
      <LinguaProvider env="test" reportErrors={false}>
        <SessionBadge showEmail />
      </LinguaProvider>,
    );
    expect(await screen.findByText('Signed out')).toBeVisible();
    act(() =>
      sessionStore.getState().setUser({ username: 'a', email: 'a@example.com', roles: ['CLIENT'], isFederatedSsoAccount: false, firstName: 'A', lastName: 'B', externalGroups: [] }),
    );
    expect(await screen.findByText('Signed in')).toBeVisible();
    expect(screen.getByText('a@example.com')).toBeVisible();
  });
});
