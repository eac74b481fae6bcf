import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FileTranslationForm } from './file-translation-form.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble, FetchRoute } from '@lingua/core/test/fetch-double';
import { fixtureFileRequest, referenceRoutes } from '../fixtures/mt-fixtures.ts';
import { XhrDouble } from '@lingua/core/test/xhr-double';

let double: FetchDouble;
beforeEach(() => {
  XhrDouble.reset();
  vi.stubGlobal('XMLHttpRequest', XhrDouble);
});
afterEach(() => {
  double.restore();
  vi.unstubAllGlobals();
});

const presigned = { url: 'https://store.example/upload', fields: { key: 'tmp/u1/${filename}', policy: 'p' } };

function setup(routes: FetchRoute[] = [], settings = {}) {
  double = installFetchDouble([
    ...referenceRoutes(settings),
    { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: presigned },
    { method: 'POST', path: '/machineTranslation/actions/translateFiles', reply: fixtureFileRequest({ id: 'jr-new' }) },
    ...routes,
  ]);
  const user = userEvent.setup({ applyAccept: false });
  const onSubmitted = vi.fn();
  renderMt(<FileTranslationForm onSubmitted={onSubmitted} />);
  return { user, onSubmitted };
}

const docx = (name = 'leaflet.docx', size = 1000) => new File([new Uint8Array(size)], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
const dropzoneInput = () => screen.getByLabelText('Documents to translate');
const targets = () => screen.getByRole('combobox', { name: /target languages/i });

async function pickTargets(user: ReturnType<typeof userEvent.setup>, names: string[]) {
  for (const name of names) {
    await user.click(targets());
    await user.click(await screen.findByRole('option', { name }));
  }
}

describe('FileTranslationForm (spec 3 §2.2, §4.6, §5)', () => {
  it('requires files and target languages', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Translate documents' }));
    expect(screen.getByText('Add at least one document.')).toBeVisible();
    expect(screen.getByText('Required')).toBeVisible();
    expect(double.callsTo('/createPresignedPost')).toHaveLength(0);
  });

  it('forces English as the target for a non-English source', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('combobox', { name: /source language/i }));
    await user.click(await screen.findByRole('option', { name: 'Spanish' }));
    expect(screen.getByText('Documents in a language other than English are translated into English.')).toBeVisible();
    expect(targets()).toBeDisabled();
    XhrDouble.completeWith = 204;
    await user.upload(dropzoneInput(), docx());
    await user.click(screen.getByRole('button', { name: 'Translate documents' }));
    await waitFor(() => expect(double.callsTo('/translateFiles')).toHaveLength(1));
    expect(double.callsTo('/translateFiles')[0]!.body).toMatchObject({ sourceLanguageId: 'esn', targetLanguageIds: ['enu'] });
  });

  it('allows at most 10 target languages', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Translate documents' });
    await user.upload(dropzoneInput(), docx());
    await pickTargets(user, ['Basque', 'Catalan', 'Esperanto', 'French', 'Galician', 'German', 'Italian', 'Occitan', 'Portuguese (Brazil)', 'Romanian', 'Spanish']);
    await user.click(screen.getByRole('button', { name: 'Translate documents' }));
    expect(screen.getByText('Select at most 10 target languages.')).toBeVisible();
    expect(double.callsTo('/createPresignedPost')).toHaveLength(0);
  });

  it('asks for the combinations of the chosen source only (spec 3 §7 sourceLanguageId)', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('combobox', { name: /source language/i }));
    await user.click(await screen.findByRole('option', { name: 'Catalan' }));
    await waitFor(() => expect(double.callsTo('/languageCombinations').map((c) => c.url.searchParams.get('sourceLanguageId'))).toEqual(['enu', 'cat']));
  });

  it('does not offer the source language as a target', async () => {
    const { user } = setup();
    await screen.findByRole('button', { name: 'Translate documents' });
    await user.click(targets());
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'English' })).not.toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Spanish' })).toBeInTheDocument();
  });

  it('refuses other file types, files over maxFileSizeMB and more than maxFilesPerRequest, each with its message', async () => {
    const { user } = setup([], { maxFileSizeMB: 1, maxFilesPerRequest: 2 });
    await screen.findByRole('button', { name: 'Translate documents' });
    await user.upload(dropzoneInput(), [new File(['x'], 'photo.png', { type: 'image/png' }), docx('big.docx', 2 * 1_048_576), docx('a.docx'), docx('b.docx'), docx('c.docx')]);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/photo\.png is not a supported document type/)).toBeVisible();
    expect(within(alert).getByText('big.docx is larger than 1 MB.')).toBeVisible();
    expect(within(alert).getByText('You can translate at most 2 documents per request.')).toBeVisible();
    expect(screen.getByText('a.docx')).toBeVisible();
    expect(screen.getByText('b.docx')).toBeVisible();
    expect(screen.queryByText('c.docx')).not.toBeInTheDocument();
  });

  it('uploads with progress (0.9 × upload share, 95 while creating, 100 on success), creates the request and resets', async () => {
    let finishCreate: (value: Response) => void = () => {};
    const { user, onSubmitted } = setup([
      {
        method: 'POST',
        path: '/machineTranslation/actions/translateFiles',
        reply: () => new Promise<Response>((resolve) => (finishCreate = resolve)),
      },
    ]);
    await screen.findByRole('button', { name: 'Translate documents' });
    await user.upload(dropzoneInput(), [docx('leaflet.docx', 1000), docx('form.docx', 1000)]);
    await pickTargets(user, ['Spanish', 'Catalan']);
    await user.click(screen.getByRole('button', { name: 'Translate documents' }));
    await waitFor(() => expect(XhrDouble.instances).toHaveLength(2));
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    act(() => XhrDouble.instances[0]!.progress(1000, 1000));
    // Half of all bytes uploaded: 0.9 × 50 = 45.
    expect(bar).toHaveAttribute('aria-valuenow', '45');
    act(() => XhrDouble.instances[1]!.progress(500, 1000));
    expect(bar).toHaveAttribute('aria-valuenow', '68');
    act(() => {
      XhrDouble.instances[0]!.complete();
      XhrDouble.instances[1]!.complete();
    });
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '95'));
    expect(XhrDouble.instances.map((x) => x.key)).toEqual(['tmp/u1/leaflet.docx', 'tmp/u1/form.docx']);
    const body = double.callsTo('/translateFiles')[0]!.body;
    expect(body).toEqual({
      requestName: 'leaflet.docx +1',
      files: [
        { fileName: 'leaflet.docx', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/leaflet.docx' },
        { fileName: 'form.docx', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/form.docx' },
      ],
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn', 'cat'],
    });
    finishCreate(new Response(JSON.stringify(fixtureFileRequest({ id: 'jr-new' })), { status: 201, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByText(/your documents were submitted/i)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByText('leaflet.docx')).not.toBeInTheDocument();
    expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'jr-new' }));
  });

  it('clears the last submission\'s 100 % and success note as soon as the next request is prepared', async () => {
    const { user } = setup();
    XhrDouble.completeWith = 204;
    await screen.findByRole('button', { name: 'Translate documents' });
    await user.upload(dropzoneInput(), docx());
    await pickTargets(user, ['Spanish']);
    await user.click(screen.getByRole('button', { name: 'Translate documents' }));
    expect(await screen.findByText(/your documents were submitted/i)).toBeVisible();
    // A change of target is the next request's first step.
    await pickTargets(user, ['Catalan']);
    expect(screen.queryByText(/your documents were submitted/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
  });

  it('says "Select up to 10 languages" only when more than 10 are offered', async () => {
    setup();
    expect(await screen.findByPlaceholderText('Select up to 10 languages')).toBeInTheDocument();
    double.restore();
    cleanup();
    setup([{ path: '/xl8/fileTranslation/languageCombinations', reply: { enu: ['esn', 'cat', 'fra'] } }]);
    expect(await screen.findByPlaceholderText('Select target languages')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Select up to 10 languages')).not.toBeInTheDocument();
  });
});
