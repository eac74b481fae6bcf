// The provider desk's forms (decision 046): a problem stands next to its field, and the next attempt replaces what the
// last one said instead of piling messages above the forms.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinguaProvider } from '@lingua/core';
import type { RecordedCall } from '@lingua/core/test/fetch-double';
import { ProviderDesk } from './provider-desk.tsx';
import { coupaRequest, serveCoupa } from '../fixtures/coupa-fixtures.ts';

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function openRequest() {
  const job = coupaRequest({ status: 'QUOTE_ACCEPTED' });
  cleanup = serveCoupa([{ path: '/providerDesk/jobRequests', reply: { items: [job] } }], { roles: ['PROJECT_COORDINATOR'] })();
  render(
    <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ProviderDesk upload={async (files) => files.map((f) => ({ fileName: f.name, fileKey: `tmp/${f.name}` }))} />
    </LinguaProvider>,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `Open ${job.name}` }));
  return { user, quote: screen.getByRole('region', { name: 'Quote document' }) };
}

describe('Provider desk', () => {
  it('shows each problem under its field, and a second attempt replaces the first one’s', async () => {
    const { user, quote } = await openRequest();
    expect(within(quote).getByRole('button', { name: /Quote document \(PDF\)/ })).toHaveTextContent('Choose a file');
    await user.click(within(quote).getByRole('button', { name: 'Issue quote' }));
    const file = within(quote).getByRole('button', { name: /Quote document \(PDF\)/ });
    expect(file).toHaveAccessibleDescription(/Choose a file\./);
    expect(within(quote).getByRole('textbox', { name: 'Quote total (USD)' })).toHaveAccessibleDescription(/Enter a total above 0/);
    await user.type(within(quote).getByRole('textbox', { name: 'Quote total (USD)' }), '120');
    await user.click(within(quote).getByRole('button', { name: 'Issue quote' }));
    expect(within(quote).getByRole('textbox', { name: 'Quote total (USD)' })).not.toHaveAccessibleDescription(/Enter a total above 0/);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
  });
});

describe('Provider desk: requests sent back', () => {
  it('lists a request of any kind whose client asked for changes, offers its deliverables and completes it', async () => {
    const coupa = coupaRequest({ status: 'QUOTE_ACCEPTED' });
    const returned = coupaRequest({ id: 'mt-sent-back', name: 'Leaflet.docx', origination: 'MT', requestType: 'TRANSLATION_REQUEST', status: 'CHANGES_REQUESTED' });
    const completed: string[] = [];
    cleanup = serveCoupa(
      [
        { path: '/providerDesk/jobRequests', reply: (call: RecordedCall) => ({ items: call.url.searchParams.get('status') === 'CHANGES_REQUESTED' ? [returned] : [coupa] }) },
        { method: 'POST', path: /\/actions\/complete$/, reply: (call: RecordedCall) => (completed.push(call.url.pathname), new Response(null, { status: 204 })) },
      ],
      { roles: ['PROJECT_COORDINATOR'] },
    )();
    render(
      <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ProviderDesk />
      </LinguaProvider>,
    );
    const user = userEvent.setup();
    const sentBack = await screen.findByRole('region', { name: 'Sent back with changes requested' });
    expect(within(sentBack).getByText('Leaflet.docx')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Procurement requests' })).queryByText('Leaflet.docx')).toBeNull();
    await user.click(within(sentBack).getByRole('button', { name: 'Open Leaflet.docx' }));
    expect(screen.queryByRole('region', { name: 'Quote document' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Complete request' }));
    await waitFor(() => expect(completed).toEqual(['/v1/providerDesk/jobRequests/mt-sent-back/actions/complete']));
  });

  it('links each delivered file to the editor staff fix it in, opened in the app', async () => {
    const delivered = { fileName: 'Leaflet_esn.docx', fileKey: 'translated/doc/esn/Leaflet_esn.docx', category: 'TRANSLATED_DOCUMENT' as const, languageId: 'esn' };
    const document = coupaRequest({ id: 'mt-doc', name: 'Leaflet', origination: 'MT', requestType: 'TRANSLATION_REQUEST', status: 'CHANGES_REQUESTED', files: [delivered] });
    const media = coupaRequest({ id: 'mt-media', name: 'Clinic video', origination: 'MEDIAAI', requestType: 'TRANSLATION_REQUEST', status: 'CHANGES_REQUESTED', files: [] });
    cleanup = serveCoupa([{ path: '/providerDesk/jobRequests', reply: (call: RecordedCall) => ({ items: call.url.searchParams.get('status') === 'CHANGES_REQUESTED' ? [document, media] : [] }) }], { roles: ['PROJECT_COORDINATOR'] })();
    const opened: string[] = [];
    const fixHref = (job: { id: string; origination: string }, file: { fileKey: string } | null) => (job.origination === 'MEDIAAI' ? `/lines/${job.id}` : file ? `/review/${file.fileKey}` : null);
    render(
      <LinguaProvider env="test" reportErrors={false} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ProviderDesk fixHref={fixHref} onNavigate={(path) => opened.push(path)} />
      </LinguaProvider>,
    );
    const user = userEvent.setup();
    const sentBack = await screen.findByRole('region', { name: 'Sent back with changes requested' });
    await user.click(within(sentBack).getByRole('button', { name: 'Open Leaflet' }));
    const fix = screen.getByRole('region', { name: 'Fix what was sent back' });
    expect(within(fix).getByRole('link', { name: 'Review and edit Leaflet_esn.docx' })).toHaveAttribute('href', '/review/translated/doc/esn/Leaflet_esn.docx');
    await user.click(within(sentBack).getByRole('button', { name: 'Open Clinic video' }));
    const lines = within(screen.getByRole('region', { name: 'Fix what was sent back' })).getByRole('link', { name: 'Review and edit the lines' });
    expect(lines).toHaveAttribute('href', '/lines/mt-media');
    await user.click(lines);
    expect(opened).toEqual(['/lines/mt-media']);
  });
});
