// The element on its own, as a page loads it: its form loads lazily behind the guard (decision 080), so the
// signed-out screen must not depend on texts that only the form's module registers.
import { afterEach, expect, it } from 'vitest';
import { within } from '@testing-library/react';
import { resetPage } from '@lingua/core/test/reset';
import { register } from './text-translation.element.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

it('tells a signed-out visitor what it does and why to sign in', async () => {
  resetPage();
  register();
  document.body.innerHTML = '<lingua-mt-text></lingua-mt-text>';
  const element = document.querySelector('lingua-mt-text')!;
  const view = within(element.shadowRoot as unknown as HTMLElement);
  expect(await view.findByText(/Translate text instantly with secure AI translation\. Sign in with your Lingua account/)).toBeInTheDocument();
  expect(view.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});
