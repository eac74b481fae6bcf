// The Notices tab offers only the notices a person can receive (decision 140): the retention notice to client
// admins, the review decisions to staff.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { answerApi, clientAdmin, renderWithLingua, startPage } from '@lingua/core/test/page-double';
import { NoticesTab } from './notices-tab.tsx';

afterEach(() => vi.unstubAllGlobals());

const choices = async () => (await screen.findAllByRole('checkbox')).map((c) => c.getAttribute('value'));

describe('Notices tab', () => {
  it('offers a client admin the request notices and the retention notice', async () => {
    startPage(clientAdmin);
    answerApi({ 'GET /userAccount/noticePreferences': { mailEvents: ['request.completed'] } });
    renderWithLingua(<NoticesTab />);
    expect(await choices()).toEqual(['request.completed', 'request.failed', 'media.files_rebuilt', 'quote.ready', 'message.created', 'files.deletion_scheduled']);
    expect(screen.getByRole('checkbox', { name: 'A request I made is complete' })).toBeChecked();
  });

  it('offers staff only the decisions on requests they handled and messages', async () => {
    startPage({ ...clientAdmin, username: 'coordinator@lingua.example', email: 'coordinator@lingua.example', roles: ['PROJECT_COORDINATOR'] });
    answerApi({ 'GET /userAccount/noticePreferences': { mailEvents: [] } });
    renderWithLingua(<NoticesTab />);
    expect(await choices()).toEqual(['review.changes_requested', 'review.approved', 'message.created']);
  });
});
