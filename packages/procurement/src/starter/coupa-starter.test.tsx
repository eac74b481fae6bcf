import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LinguaProvider } from '@lingua/core';
import { errorResponse } from '@lingua/core/test/fetch-double';
import { serveCoupa } from '../fixtures/coupa-fixtures.ts';
import { CoupaStarter } from './coupa-starter.tsx';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('CoupaStarter (spec 3 §8)', () => {
  it('shows the sign-in failure with its two spaces', async () => {
    cleanup = serveCoupa([{ method: 'POST', path: /initializeLogIn$/, reply: errorResponse(404, 'Not Found') }])();
    render(
      <LinguaProvider env="test" reportErrors={false}>
        <CoupaStarter requestId="unknown" />
      </LinguaProvider>,
    );
    const message = (await screen.findByRole('alert')).querySelector('.mantine-Alert-message') as HTMLElement;
    expect(message.textContent).toBe('Unable to sign in.  Please try again later.');
    // HTML collapses the two spaces unless the white space is kept.
    expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
  });
});
