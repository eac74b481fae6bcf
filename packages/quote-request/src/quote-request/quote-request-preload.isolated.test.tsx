import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installApiDouble } from '@lingua/core/test/api-double';
import { renderWithLingua } from '@lingua/core/test/render';
import { referenceRoutes } from '../fixtures/quote-request-fixtures.ts';
import { applySession } from '../fixtures/session.ts';
import { QuoteRequest } from './quote-request.tsx';

// Counts the imports of the request forms' module: a file of its own (*.isolated), since the count only means
// something while no other test has loaded the module in this worker.
const imports = vi.hoisted(() => ({ forms: 0 }));
vi.mock('./request-forms.tsx', async (importOriginal) => {
  imports.forms++;
  return importOriginal();
});

vi.setConfig({ testTimeout: 30_000 });

const restores: Array<() => void> = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
});

describe('QuoteRequest — when the visitor form downloads (decision 119 addendum)', () => {
  it('downloads the form and its languages on the visitor’s first intent, not with the page, and shows it after Continue', async () => {
    applySession('visitor');
    const api = installApiDouble({ 'GET /clientConfigs': { body: [] }, ...referenceRoutes() });
    restores.push(api.restore);
    renderWithLingua(<QuoteRequest />);
    const field = await screen.findByRole('textbox', { name: 'E-mail address' });
    // Idle for a while: the page alone (what Lighthouse loads) fetches nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imports.forms).toBe(0);

    const languageReads = () => api.calls.filter((c) => c.method === 'GET' && c.path === '/languages').length;
    expect(languageReads()).toBe(0);

    // The first intent also fetches the languages the form waits for, once.
    await userEvent.hover(field);
    await waitFor(() => expect(imports.forms).toBe(1));
    await waitFor(() => expect(languageReads()).toBe(1));

    await userEvent.type(field, 'vera@gmail.example');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('region', { name: 'Contact' })).toBeInTheDocument();
    expect(imports.forms).toBe(1);
    expect(languageReads(), 'the form took the languages fetched on the first intent').toBe(1);
  });
});
