// The media tab as a user sees it (spec 3 §2.2, §4.2, §4.10, §5): the form's rule messages, the voice choice with
// its sample, the list's statuses, the details, and the submitted notice — against the fetch and XHR doubles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobRequest, MachineTranslationSettings, MediaProjectType } from '@lingua/contract';
import { installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble, FetchRoute } from '@lingua/core/test/fetch-double';
import { XhrDouble } from '@lingua/core/test/xhr-double';
import { renderMt } from '../fixtures/render.tsx';
import { fixtureMediaRequest, fixtureRequestsOfEveryGroup, mediaRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { MediaRequestForm } from './media-request-form.tsx';
import { MediaRequestDetails } from './media-request-details.tsx';
import { MediaTranslation } from './media-translation.tsx';

const MB = 1_048_576;
const presigned = { url: 'https://store.example/upload', fields: { key: 'tmp/u1/${filename}', policy: 'p' } };

/** Plays nothing: records which sample was asked for, so the test sees what the button started. */
class AudioDouble {
  static played: string[] = [];
  onended: (() => void) | null = null;
  readonly src: string;
  constructor(src: string) {
    this.src = src;
  }
  play() {
    AudioDouble.played.push(this.src);
    return Promise.resolve();
  }
  pause() {}
}

let double: FetchDouble;
beforeEach(() => {
  XhrDouble.reset();
  AudioDouble.played = [];
  vi.stubGlobal('XMLHttpRequest', XhrDouble);
  vi.stubGlobal('Audio', AudioDouble);
});
afterEach(() => {
  double?.restore();
  vi.unstubAllGlobals();
});

function serve(settings: Partial<MachineTranslationSettings> = {}, routes: FetchRoute[] = []) {
  double = installFetchDouble([
    ...mediaRoutes(settings),
    { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: presigned },
    { method: 'POST', path: '/machineTranslation/actions/translateMediaFiles', reply: fixtureMediaRequest('DUBBING', { id: 'jr-new', status: 'CREATED' }, false) },
    ...routes,
  ]);
}

function renderForm(projectType: MediaProjectType, settings: Partial<MachineTranslationSettings> = {}) {
  serve(settings);
  const onSubmitted = vi.fn();
  const { unmount } = renderMt(<MediaRequestForm projectType={projectType} onSubmitted={onSubmitted} />);
  return { user: userEvent.setup({ applyAccept: false }), onSubmitted, unmount };
}

const file = (name: string, type: string, size = 1000) => {
  const f = new File([new Uint8Array(Math.min(size, 1000))], name, { type });
  // Sizes the rules judge without allocating them.
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const mp3 = (name = 'talk.mp3', size?: number) => file(name, 'audio/mpeg', size);
const mp4 = (name = 'clip.mp4', size?: number) => file(name, 'video/mp4', size);
const filesInput = () => screen.getByLabelText('Audio or video files');
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function ready(user: ReturnType<typeof userEvent.setup>, { source = true } = {}) {
  await screen.findByRole('textbox', { name: 'Project name' });
  if (source) await choose(user, /spoken language/i, 'English');
}

describe('MediaRequestForm: the rules of spec 3 §5, each with its message before anything is sent', () => {
  it('asks for a name, the spoken language and a file; a transcription targets the spoken language alone', async () => {
    const { user } = renderForm('TRANSCRIPTION');
    await ready(user, { source: false });
    await user.click(submitButton());
    expect(screen.getByText('Enter a project name.')).toBeVisible();
    expect(screen.getByText('Select the spoken language.')).toBeVisible();
    expect(screen.getByText('Add at least one audio or video file.')).toBeVisible();
    await choose(user, /spoken language/i, 'English');
    expect(screen.getByText('A transcription is written in the spoken language.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /target languages/i })).toBeDisabled();
    expect(screen.getByText('English', { selector: '.mantine-Pill-label' })).toBeVisible();
    expect(double.callsTo('/createPresignedPost')).toHaveLength(0);
  });

  it('offers as spoken languages only those the recogniser serves, and says which', async () => {
    const { user } = renderForm('TRANSCRIPTION_AND_TRANSLATION');
    await ready(user, { source: false });
    expect(screen.getByText('Speech recognition is available for: English.')).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: /spoken language/i }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['English']);
  });

  it('refuses an audio file for embedding as soon as it is chosen', async () => {
    const { user } = renderForm('EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO');
    await ready(user);
    await user.upload(filesInput(), mp3());
    expect(screen.getByText('Subtitles can only be embedded into video files: talk.mp3 is an audio file.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove talk.mp3' }));
    expect(screen.queryByText(/can only be embedded/)).not.toBeInTheDocument();
  });

  it('refuses a file of another type on drop, with the reason, and never lists it', async () => {
    const { user } = renderForm('TRANSCRIPTION_AND_TRANSLATION');
    await ready(user);
    await user.upload(filesInput(), [file('leaflet.pdf', 'application/pdf', 14), file('clips.zip', 'application/zip', 14), mp3()]);
    expect(screen.getByText('leaflet.pdf is not a supported audio or video file.')).toBeVisible();
    expect(screen.getByText('clips.zip is not a supported audio or video file.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove leaflet.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove talk.mp3' })).toBeInTheDocument();
    // The next drop replaces the reasons of the last one.
    await user.upload(filesInput(), mp4());
    expect(screen.queryByText(/leaflet\.pdf/)).not.toBeInTheDocument();
  });

  it('refuses audio over maxAudioFileSizeMB, video over maxVideoFileSizeMB and more than maxFilesPerRequest files', async () => {
    const { user } = renderForm('TRANSCRIPTION', { maxAudioFileSizeMB: 1, maxVideoFileSizeMB: 2, maxFilesPerRequest: 2 });
    await ready(user);
    await user.upload(filesInput(), [mp3('big.mp3', 2 * MB), mp4('long.mp4', 3 * MB), mp3('third.mp3')]);
    expect(screen.getByText('big.mp3 is larger than 1 MB, the limit for audio files.')).toBeVisible();
    expect(screen.getByText('long.mp4 is larger than 2 MB, the limit for video files.')).toBeVisible();
    expect(screen.getByText('You can send at most 2 files per request.')).toBeVisible();
    expect(screen.getByText('Up to 2 files; audio up to 1 MB, video up to 2 MB, less than 250 MB in total.', { exact: false })).toBeVisible();
  });

  it('falls back to 1 MB per audio or video file where the settings give no limit', async () => {
    const { user } = renderForm('TRANSCRIPTION', { maxAudioFileSizeMB: null, maxVideoFileSizeMB: null } as unknown as Partial<MachineTranslationSettings>);
    await ready(user);
    await user.upload(filesInput(), [mp3('talk.mp3', 2 * MB)]);
    expect(screen.getByText('talk.mp3 is larger than 1 MB, the limit for audio files.')).toBeVisible();
  });

  it('refuses files of 250 MB or more together', async () => {
    const { user } = renderForm('TRANSCRIPTION', { maxVideoFileSizeMB: 200 });
    await ready(user);
    await user.upload(filesInput(), [mp4('a.mp4', 130 * MB), mp4('b.mp4', 120 * MB)]);
    expect(screen.getByText('The files together must be smaller than 250 MB.')).toBeVisible();
  });

  it('allows at most 10 target languages', async () => {
    const { user } = renderForm('TRANSCRIPTION_AND_TRANSLATION');
    await ready(user);
    for (const name of ['Basque', 'Catalan', 'Esperanto', 'French', 'Galician', 'German', 'Italian', 'Occitan', 'Portuguese (Brazil)', 'Romanian', 'Spanish']) {
      await choose(user, /target languages/i, name);
    }
    await user.click(submitButton());
    expect(screen.getByText('Select at most 10 target languages.')).toBeVisible();
    expect(double.callsTo('/createPresignedPost')).toHaveLength(0);
  });

  it('dubs only into languages with voices, naming the others, and asks for a voice per target', async () => {
    const { user } = renderForm('DUBBING');
    await ready(user);
    await choose(user, /target languages/i, 'Galician');
    await choose(user, /target languages/i, 'Spanish');
    await user.upload(filesInput(), mp4());
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Town hall');
    await user.click(submitButton());
    expect(screen.getByText('Dubbing is not available for: Galician.')).toBeVisible();
    expect(screen.getByText('Choose a voice for: Spanish.')).toBeVisible();
    // Galician has no voice to choose; Spanish has.
    expect(screen.queryByRole('combobox', { name: 'Voice for Galician' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Voice for Spanish' })).toBeVisible();
    expect(double.callsTo('/createPresignedPost')).toHaveLength(0);
  });

  it('keeps SRT as the default subtitle type and shows the other formats under More options', async () => {
    const { user } = renderForm('TRANSCRIPTION');
    await ready(user);
    expect(screen.getByRole('combobox', { name: /^Subtitle type/ })).toHaveValue('SRT');
    await user.click(screen.getByRole('combobox', { name: /^Subtitle type/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['SRT', 'DOCX', 'JSON', 'TXT']);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await user.click(screen.getByRole('combobox', { name: /^Subtitle type/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'SRT', 'DOCX', 'JSON', 'TXT', 'PAC', 'DFXP', 'VTT', 'IMSC', 'ITT', 'SCC', 'SMI', 'TTML', 'STL', 'XIF', 'XLSX',
    ]);
  });

  it('shows the subtitle type for dubbing and embedding too, required and starting at SRT (spec 3 §5, §9)', async () => {
    for (const type of ['DUBBING', 'EMBEDDING_TRANSLATED_SUBTITLES_INTO_SOURCE_VIDEO'] as const) {
      const { user, unmount } = renderForm(type);
      await ready(user);
      const field = screen.getByRole('combobox', { name: /^Subtitle type/ });
      expect(field).toHaveValue('SRT');
      expect(field).toBeRequired();
      await user.click(field);
      expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['SRT', 'DOCX', 'JSON', 'TXT']);
      unmount();
    }
  });

  it('keeps a format chosen under More options visible when the list is folded again, and sends it', async () => {
    const { user } = renderForm('TRANSCRIPTION');
    XhrDouble.completeWith = 204;
    await ready(user);
    await user.click(screen.getByRole('button', { name: 'More options' }));
    await choose(user, /^Subtitle type/, 'VTT');
    await user.click(screen.getByRole('button', { name: 'Fewer options' }));
    expect(screen.getByRole('combobox', { name: /^Subtitle type/ })).toHaveValue('VTT');
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Town hall');
    await user.upload(filesInput(), mp4('Town hall.mp4'));
    await user.click(submitButton());
    await waitFor(() => expect(double.callsTo('/translateMediaFiles')).toHaveLength(1));
    expect(double.callsTo('/translateMediaFiles')[0]!.body).toMatchObject({ subtitlesType: 'vtt' });
  });
});

describe('MediaRequestForm: voices', () => {
  it('offers the voices of each target language, plays and stops the chosen voice’s sample, and sends the choice', async () => {
    const { user, onSubmitted } = renderForm('DUBBING');
    XhrDouble.completeWith = 204;
    await ready(user);
    await choose(user, /target languages/i, 'Spanish');
    await user.click(screen.getByRole('combobox', { name: 'Voice for Spanish' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Spanish – Male 1', 'Spanish – Female 1', 'Spanish – Klatt']);
    await user.click(screen.getByRole('option', { name: 'Spanish – Female 1' }));

    await user.click(screen.getByRole('button', { name: 'Play a sample of Spanish – Female 1' }));
    expect(AudioDouble.played).toEqual(['/v1/xl8/dubbing/dubbingVoices/esn+v1/sample']);
    const stop = screen.getByRole('button', { name: 'Stop the sample of Spanish – Female 1' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await user.click(stop);
    expect(screen.getByRole('button', { name: 'Play a sample of Spanish – Female 1' })).toHaveAttribute('aria-pressed', 'false');

    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Town hall');
    await user.upload(filesInput(), mp4('Town hall.mp4'));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ id: 'jr-new' })));
    expect(double.callsTo('/translateMediaFiles')[0]!.body).toEqual({
      requestName: 'Town hall',
      files: [{ fileName: 'Town hall.mp4', category: 'SOURCE_DOCUMENT', fileKey: 'tmp/u1/Town hall.mp4', languageId: 'enu' }],
      sourceLanguageId: 'enu',
      targetLanguageIds: ['esn'],
      subtitlesType: 'srt',
      isDubbingRequested: true,
      dubbingVoices: [{ languageId: 'esn', voiceName: 'esn+v1' }],
      isSubtitleEmbeddingRequested: false,
    });
  });
});

function renderTab(items: JobRequest[], jobRequestId: string | null = null, routes: FetchRoute[] = []) {
  serve({}, [{ path: '/jobRequests', reply: { items } }, ...routes]);
  const onOpenRequest = vi.fn();
  renderMt(<MediaTranslation jobRequestId={jobRequestId} onOpenRequest={onOpenRequest} onCloseRequest={vi.fn()} />);
  return { user: userEvent.setup({ applyAccept: false }), onOpenRequest };
}

describe('MediaTranslation: the list and the submitted notice', () => {
  it('lists the media requests with the status groups of spec 3 §4.2', async () => {
    const media = fixtureRequestsOfEveryGroup().map((r) => ({ ...r, origination: 'MEDIAAI' as const, mediaProjectType: 'DUBBING' as const }));
    const { user, onOpenRequest } = renderTab(media);
    expect(await screen.findByRole('link', { name: 'Patient leaflet Q1.docx' })).toBeVisible();
    for (const label of ['Completed', 'Processing', 'Failed', 'Submitting to Human Expert', 'Submitted to Human Expert', 'Archived', 'Unknown status']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(double.callsTo('/jobRequests')[0]!.url.searchParams.get('origination')).toBe('MEDIAAI');
    await user.click(screen.getByRole('link', { name: 'Patient leaflet Q1.docx' }));
    expect(onOpenRequest).toHaveBeenCalledWith(media[0]!.id);
  });

  it('closes the panel after Submit and shows the notice in the tab, above the list, until dismissed', async () => {
    const { user } = renderTab([]);
    XhrDouble.completeWith = 204;
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const panel = screen.getByRole('dialog', { name: 'New audio or video request' });
    await user.click(within(panel).getByRole('radio', { name: /^Transcription A subtitle/ }));
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await ready(user);
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Town hall');
    await user.upload(filesInput(), mp3());
    await user.click(submitButton());

    const text = await screen.findByText('Your request was submitted. Follow it in the list below.');
    expect(text).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New audio or video request' })).not.toBeInTheDocument());
    // In the page, before the list — not a floating notification over the corner where the panel's Submit sits.
    const tabNotice = text.closest('[role="status"]') as HTMLElement;
    expect(tabNotice).not.toBeNull();
    expect(tabNotice.compareDocumentPosition(screen.getByText('No requests yet.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    await user.click(within(tabNotice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your request was submitted. Follow it in the list below.')).not.toBeInTheDocument();
  });
});

describe('MediaRequestDetails', () => {
  function renderDetails(request: JobRequest) {
    serve({}, requestRoutes(request));
    renderMt(<MediaRequestDetails jobRequestId={request.id} onReturn={vi.fn()} />);
    return userEvent.setup();
  }

  it('shows the project type, subtitle type, source file and outputs per language, and zips as mt-translation-{id}.zip', async () => {
    const user = renderDetails(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION'));
    expect(await screen.findByRole('heading', { name: /Town hall recording/ })).toBeVisible();
    expect(screen.getByText('Transcription and translation')).toBeVisible();
    expect(screen.getByText('SRT')).toBeVisible();
    expect(screen.getByText('Completed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download Town hall.mp4' })).toBeVisible();
    // The first target by name: Catalan.
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('Catalan');
    expect(screen.getByRole('button', { name: 'Download Town hall_cat.srt' })).toBeVisible();
    expect(screen.queryByText(/^Processing: /)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download all' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download translated files' });
    expect(await within(dialog).findByRole('link', { name: 'Download mt-translation-jr-m1.zip' })).toBeVisible();
  });

  it('says how many glossary terms the subtitles carry', async () => {
    renderDetails(fixtureMediaRequest('TRANSCRIPTION_AND_TRANSLATION', { glossaryTermsApplied: 3 }));
    expect(await screen.findByText('3 terms from your glossary applied')).toBeVisible();
    expect(screen.queryByText(/the engine did not know/)).not.toBeInTheDocument();
  });

  it('shows the progress of a request in processing, and no outputs yet', async () => {
    renderDetails(fixtureMediaRequest('DUBBING', {}, false));
    expect(await screen.findByRole('heading', { name: /Town hall recording/ })).toBeVisible();
    expect(screen.getByText('Dubbing')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Processing: 40 %' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Download all' })).toBeDisabled();
  });
});
