import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest } from '@lingua/contract';
import { HumanEscalationDrawer } from './human-escalation-drawer.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { errorResponse, installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble, FetchRoute } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';

let double: FetchDouble;
afterEach(() => double.restore());

function setup(request: JobRequest = fixtureFileRequest(), routes: FetchRoute[] = []) {
  double = installFetchDouble([...referenceRoutes(), ...requestRoutes(request), ...routes]);
  const user = userEvent.setup();
  const onSubmitted = vi.fn();
  renderMt(<HumanEscalationDrawer opened jobRequest={request} onClose={() => {}} onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

describe('HumanEscalationDrawer (spec 3 §4.9, §5, §9)', () => {
  it('prefills name, disabled source and targets; requires a reason', async () => {
    const { user } = setup();
    expect(await screen.findByRole('textbox', { name: /project name/i })).toHaveValue('Patient leaflet.docx +1');
    expect(screen.getByRole('textbox', { name: /source language/i })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /source language/i })).toHaveValue('English');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(double.callsTo('/submitToXtrf')).toHaveLength(0);
  });

  it('marks every field spec 3 §5 requires, the prefilled source language too', async () => {
    setup();
    const label = async (name: RegExp) => ((await screen.findByRole('textbox', { name })) as HTMLInputElement).labels![0]!.textContent;
    expect(await label(/project name/i)).toMatch(/\*$/);
    expect(await label(/source language/i)).toMatch(/\*$/);
  });

  it('requires the other-reason text when Other is chosen', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Other' }));
    expect(screen.getByRole('textbox', { name: /describe the reason/i })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Required')).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: /describe the reason/i }), 'Legal review');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(double.callsTo('/submitToXtrf')).toHaveLength(1));
    expect(double.callsTo('/submitToXtrf')[0]!.body).toMatchObject({ reason: 'OTHER', otherReason: 'Legal review', notes: null });
  });

  it('requires a project name and target languages', async () => {
    const { user } = setup();
    await user.clear(await screen.findByRole('textbox', { name: /project name/i }));
    await user.click(screen.getByRole('radio', { name: 'Clean up formatting' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Required')).toBeVisible();
    expect(double.callsTo('/submitToXtrf')).toHaveLength(0);
  });

  it('sends the reason and the raw notes; the server writes the source and reason lines and recategorises', async () => {
    const { user, onSubmitted } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Need human translation' }));
    await user.type(screen.getByRole('textbox', { name: /notes/i }), 'Deadline Friday');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const call = double.callsTo('/submitToXtrf')[0]!;
    expect(call.url.pathname).toBe('/v1/jobRequests/jr-1001/actions/submitToXtrf');
    const body = call.body as { notes: string; files: Array<{ category: string }> } & Record<string, unknown>;
    expect(body).toMatchObject({
      projectName: 'Patient leaflet.docx +1',
      reason: 'NEED_HUMAN_TRANSLATION',
      requestType: 'QUOTE_REQUEST',
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn', 'cat'],
      customFields: [],
    });
    expect(body.notes).toBe('Deadline Friday');
    expect(body).not.toHaveProperty('otherReason');
    expect(body.files.filter((f) => f.category === 'SOURCE_DOCUMENT')).toHaveLength(2);
    expect(body.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT')).toHaveLength(4);
  });

  it('keeps translated documents as such for Clean up formatting', async () => {
    const { user, onSubmitted } = setup();
    await user.click(await screen.findByRole('radio', { name: 'Clean up formatting' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const body = double.callsTo('/submitToXtrf')[0]!.body as { reason: string; files: Array<{ category: string }> };
    expect(body.reason).toBe('CLEAN_UP_FORMATTING');
    expect(body.files.filter((f) => f.category === 'TRANSLATED_DOCUMENT')).toHaveLength(4);
  });

  it('shows a server error in the panel', async () => {
    const { user, onSubmitted } = setup(fixtureFileRequest(), [{ method: 'POST', path: /\/submitToXtrf$/, reply: errorResponse(409, 'Already submitted') }]);
    await user.click(await screen.findByRole('radio', { name: 'Clean up formatting' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Already submitted')).toBeVisible();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
