// The four machine-translation elements through the shared element suite.
import { afterEach, expect, vi } from 'vitest';
import type userEvent from '@testing-library/user-event';
import { describeElement, pickOption } from '@lingua/core/test/element-suite';
import type { ShadowView } from '@lingua/core/test/element-suite';
import { XhrDouble } from '@lingua/core/test/xhr-double';
import { errorResponse } from '@lingua/core/test/fetch-double';
import { register as registerPage } from './machine-translation.element.ts';
import { register as registerText } from '../text-translation/text-translation.element.ts';
import { register as registerFile } from '../file-translation/file-translation.element.ts';
import { register as registerMedia } from '../media-translation/media-translation.element.ts';
import { fixtureFileRequest, fixtureMediaRequest, mediaRoutes, referenceRoutes, requestRoutes } from '../fixtures/mt-fixtures.ts';
import { fixtureMediaSegments, mediaEditorRoutes } from '../fixtures/media-editor-fixtures.ts';
import { signInClient } from '../fixtures/render.tsx';

type User = ReturnType<typeof userEvent.setup>;

const presigned = { url: 'https://store.example/upload', fields: { key: 'tmp/u1/${filename}', policy: 'p' } };
const fileRoutes = [
  ...referenceRoutes(),
  { path: '/jobRequests', reply: { items: [fixtureFileRequest()] } },
  { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: presigned },
  { method: 'POST', path: '/machineTranslation/actions/translateFiles', reply: fixtureFileRequest({ id: 'jr-new' }) },
];

function setup() {
  window.localStorage.clear();
  signInClient();
  XhrDouble.reset();
  XhrDouble.completeWith = 204;
  vi.stubGlobal('XMLHttpRequest', XhrDouble);
}
afterEach(() => vi.unstubAllGlobals());

/** Uploads one document for Spanish and submits the file form. */
async function submitDocument(view: ShadowView, user: User) {
  const input = await view.findByLabelText('Documents to translate');
  const docx = new File([new Uint8Array(100)], 'leaflet.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
  await user.upload(input as HTMLInputElement, docx);
  await pickOption(view, user, /target languages/i, 'Spanish');
  await user.click(view.getByRole('button', { name: 'Translate documents' }));
}

describeElement({
  tag: 'lingua-mt-text',
  register: registerText,
  setup,
  routes: [
    ...referenceRoutes(),
    { method: 'POST', path: '/machineTranslation/actions/translateText', reply: { translatedText: 'Hola mundo', detectedLanguage: 'en' } },
  ],
  rendered: async (view) => {
    expect(await view.findByRole('textbox', { name: /text to translate/i })).toBeInTheDocument();
  },
  events: {
    'lingua-translated': {
      trigger: async (view, user) => {
        await user.type(await view.findByRole('textbox', { name: /text to translate/i }), 'Hello world');
        await pickOption(view, user, /translate to/i, 'Spanish');
        await user.click(view.getByRole('button', { name: 'Translate' }));
      },
      detail: { detectedLanguage: 'en' },
    },
  },
});

describeElement({
  tag: 'lingua-mt-file',
  register: registerFile,
  setup,
  // The details it opens carry the counts of decision 149 (glossary terms, unknown words).
  routes: [...fileRoutes, ...requestRoutes(fixtureFileRequest({ glossaryTermsApplied: 7, unknownWords: 12 }))],
  attributes: { 'human-project-url': 'https://projects.example/{xtrfInternalId}' },
  rendered: async (view) => {
    expect(await view.findByLabelText('Documents to translate')).toBeInTheDocument();
    expect(await view.findByRole('link', { name: 'Patient leaflet.docx +1' })).toBeInTheDocument();
  },
  events: {
    'lingua-submitted': { trigger: submitDocument, detail: { jobRequestId: 'jr-new' } },
    'lingua-request-opened': {
      trigger: async (view, user) => {
        await user.click(await view.findByRole('link', { name: 'Patient leaflet.docx +1' }));
        expect(await view.findByText('7 terms from your glossary applied')).toBeInTheDocument();
        expect(view.getByText('12 words the engine did not know')).toBeInTheDocument();
      },
      detail: { jobRequestId: 'jr-1001' },
    },
  },
});

describeElement({
  tag: 'lingua-machine-translation',
  register: registerPage,
  setup,
  routes: fileRoutes,
  attributes: { tab: 'fileTranslation', 'human-project-url': 'https://projects.example/{xtrfInternalId}' },
  rendered: async (view) => {
    // tab="fileTranslation" opens the documents tab instead of the default text tab.
    expect(await view.findByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
  },
  events: {
    'lingua-submitted': { trigger: submitDocument, detail: { jobRequestId: 'jr-new' } },
  },
});

/** Opens Create, picks a transcription, and submits one recording in English. */
async function submitRecording(view: ShadowView, user: User) {
  await user.click(await view.findByRole('button', { name: 'Create' }));
  await user.click(await view.findByRole('radio', { name: /^Transcription A subtitle/ }));
  await user.click(view.getByRole('button', { name: 'Next' }));
  await user.type(await view.findByRole('textbox', { name: 'Project name' }), 'Town hall');
  await pickOption(view, user, /spoken language/i, 'English');
  await user.upload(view.getByLabelText('Audio or video files') as HTMLInputElement, new File([new Uint8Array(100)], 'talk.mp3', { type: 'audio/mpeg' }));
  await user.click(view.getByRole('button', { name: 'Submit' }));
}

const mediaRequest = fixtureMediaRequest('TRANSCRIPTION');
const refused = 'The recording could not be read.';

describeElement({
  tag: 'lingua-mt-media',
  register: registerMedia,
  setup,
  routes: [
    ...mediaRoutes(),
    { path: '/jobRequests', reply: { items: [mediaRequest] } },
    { method: 'POST', path: '/tempFiles/actions/createPresignedPost', reply: presigned },
    { method: 'POST', path: '/machineTranslation/actions/translateMediaFiles', reply: fixtureMediaRequest('TRANSCRIPTION', { id: 'jr-new', status: 'CREATED' }, false) },
  ],
  attributes: { 'human-project-url': 'https://projects.example/{xtrfInternalId}' },
  rendered: async (view) => {
    expect(await view.findByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(await view.findByRole('link', { name: 'Town hall recording' })).toBeInTheDocument();
  },
  events: {
    'lingua-submitted': { trigger: submitRecording, detail: { jobRequestId: 'jr-new' } },
    'lingua-failed': {
      routes: [{ method: 'POST', path: '/machineTranslation/actions/translateMediaFiles', reply: errorResponse(400, refused) }],
      trigger: submitRecording,
      detail: { message: refused },
    },
    'lingua-request-opened': {
      trigger: async (view, user) => user.click(await view.findByRole('link', { name: 'Town hall recording' })),
      detail: { jobRequestId: mediaRequest.id },
    },
    'lingua-media-saved': {
      routes: [...requestRoutes(mediaRequest), ...mediaEditorRoutes(fixtureMediaSegments(mediaRequest))],
      trigger: async (view, user) => {
        await openEditor(view, user);
        await user.type(await view.findByRole('textbox', { name: 'Line 1, English' }), '!');
      },
      detail: { jobRequestId: mediaRequest.id },
    },
    'lingua-media-rebuilt': {
      // The files are being rebuilt when the details open; the next read finds the request completed.
      routes: [
        ...requestRoutes(mediaRequest),
        ...mediaEditorRoutes(fixtureMediaSegments(mediaRequest)),
        { path: `/jobRequests/${mediaRequest.id}`, reply: () => (rebuildReads++ === 0 ? { ...mediaRequest, status: 'TRANSLATING', progress: 50 } : mediaRequest) },
      ],
      trigger: openEditor,
      detail: { jobRequestId: mediaRequest.id },
    },
  },
});

let rebuildReads = 0;

async function openEditor(view: ShadowView, user: User) {
  rebuildReads = 0;
  await user.click(await view.findByRole('link', { name: 'Town hall recording' }));
  await user.click(await view.findByRole('button', { name: 'Review and edit' }));
  await view.findByRole('textbox', { name: 'Line 1, English' });
}
