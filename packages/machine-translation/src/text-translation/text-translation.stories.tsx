import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextTranslation } from './text-translation.tsx';
import { serveStory } from '../fixtures/story-support.ts';
import { MT_ENGINE_ERROR_MESSAGES } from '@lingua/contract';
import { nameOfLanguage } from '@lingua/core';
import { errorResponse, pending } from '@lingua/core/test/fetch-double';
import type { FetchRoute } from '@lingua/core/test/fetch-double';
import { referenceRoutes } from '../fixtures/mt-fixtures.ts';
import de from '../languages/de.ts';
import ar from '../languages/ar.ts';

const translated: FetchRoute = {
  method: 'POST',
  path: '/machineTranslation/actions/translateText',
  reply: { translatedText: 'Tome un comprimido dos veces al día con alimentos.', detectedLanguage: 'en' },
};

const meta = {
  title: 'Machine translation/Text',
  component: TextTranslation,
  parameters: { layout: 'padded' },
  beforeEach: serveStory([...referenceRoutes(), translated]),
} satisfies Meta<typeof TextTranslation>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function typeAndTranslate(text: string) {
  const page = body();
  await userEvent.type(await page.findByRole('textbox', { name: /text to translate/i }), text);
  await userEvent.click(page.getByRole('combobox', { name: /translate to/i }));
  await userEvent.click(await page.findByRole('option', { name: 'Spanish' }));
  await userEvent.click(page.getByRole('button', { name: 'Translate' }));
}

export const Empty: Story = {};

export const TypingWithCounter: Story = {
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /text to translate/i }), 'Take one tablet twice a day');
    await expect(body().getByText('27/5000')).toBeVisible();
  },
};

export const OverLimit: Story = {
  beforeEach: serveStory([...referenceRoutes({ maxCharactersPerRequest: 40 }), translated]),
  play: async () => {
    await userEvent.type(await body().findByRole('textbox', { name: /text to translate/i }), 'Take one tablet twice a day with food and water.');
    await expect(body().getByText('The text is 8 characters over the limit of 40: shorten it to translate.')).toBeVisible();
    await expect(body().getByRole('button', { name: 'Translate' })).toBeDisabled();
  },
};

export const Translating: Story = {
  beforeEach: serveStory([...referenceRoutes(), { method: 'POST', path: '/machineTranslation/actions/translateText', reply: () => pending() }]),
  play: async () => typeAndTranslate('Take one tablet twice a day with food.'),
};

export const ResultWithDetectedLanguage: Story = {
  play: async () => {
    await typeAndTranslate('Take one tablet twice a day with food.');
    await expect(await body().findByText('Detected language: English')).toBeVisible();
  },
};

export const Copied: Story = {
  play: async () => {
    await typeAndTranslate('Take one tablet twice a day with food.');
    await body().findByText('Detected language: English');
    await userEvent.click(body().getByRole('button', { name: 'Copy' }));
  },
};

export const ValidationErrors: Story = {
  play: async () => {
    await userEvent.click(await body().findByRole('button', { name: 'Translate' }));
  },
};

export const ApiError: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    { method: 'POST', path: '/machineTranslation/actions/translateText', reply: errorResponse(502, 'The translation engine is not available right now.', 'MT_ENGINE_UNAVAILABLE') },
  ]),
  play: async () => typeAndTranslate('Take one tablet twice a day with food.'),
};

/** The engine's service has spent its plan (DeepL's 456, OpenAI's insufficient_quota): the words send the user on. */
export const EngineQuotaExceeded: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    {
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      reply: errorResponse(503, MT_ENGINE_ERROR_MESSAGES.ENGINE_QUOTA_EXCEEDED, 'ENGINE_QUOTA_EXCEEDED'),
    },
  ]),
  play: async () => {
    await typeAndTranslate('Take one tablet twice a day with food.');
    await expect(await body().findByText(/tell your translation provider/)).toBeVisible();
  },
};

/** Decision 134: the client's glossary wrote two terms; each is underlined and says so on focus. */
export const GlossaryTermsApplied: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    {
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      reply: { translatedText: 'Traiga su tarjeta sanitaria a LinguaCare.', detectedLanguage: 'en', glossaryTerms: [{ start: 10, end: 27 }, { start: 30, end: 40 }] },
    },
  ]),
  play: async () => {
    await typeAndTranslate('Bring your insurance card to LinguaCare.');
    (await body().findByText('tarjeta sanitaria')).focus();
    await expect(await body().findByText('From your glossary')).toBeVisible();
  },
};

/** Decision 138: the first sentence came from the company's translation memory. */
export const MemorySentence: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    {
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      reply: { translatedText: 'Llame a la farmacia antes del mediodía. Tome un comprimido dos veces al día.', detectedLanguage: 'en', memorySentences: [{ start: 0, end: 39 }] },
    },
  ]),
  play: async () => {
    await typeAndTranslate('Please call the pharmacy before noon. Take one tablet twice a day.');
    (await body().findByText('Llame a la farmacia antes del mediodía.')).focus();
    await expect(await body().findByText('From your translation memory')).toBeVisible();
  },
};

/** Decision 143: the engine did not know two words; each is underlined wavy and says so on focus. */
export const UnsureWords: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    {
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      reply: { translatedText: 'El zorblax fue a Londonville deprisa.', detectedLanguage: 'en', unsureWords: [{ start: 3, end: 10 }, { start: 17, end: 28 }] },
    },
  ]),
  play: async () => {
    await typeAndTranslate('The zorblax went to Londonville quickly.');
    (await body().findByText('Londonville')).focus();
    await expect(await body().findByText('The engine did not know this word')).toBeVisible();
  },
};

/** Decision 144: auto-detect says which language it found and how sure it is. */
export const DetectedWithCertainty: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    { method: 'POST', path: '/machineTranslation/actions/translateText', reply: { translatedText: 'Tome un comprimido dos veces al día.', detectedLanguage: 'enu', detection: { language: 'enu', confidence: 0.97 } } },
  ]),
  play: async () => {
    await typeAndTranslate('Take one tablet twice a day.');
    await expect(await body().findByText('Detected language: English (97 % sure)')).toBeVisible();
  },
};

/** Decision 144: English was chosen, but the text is confidently French: the result warns. */
export const LooksLikeAnotherLanguage: Story = {
  beforeEach: serveStory([
    ...referenceRoutes(),
    {
      method: 'POST',
      path: '/machineTranslation/actions/translateText',
      reply: { translatedText: 'Bonjour, je voudrais un rendez-vous.', detectedLanguage: null, detection: { language: 'fra', confidence: 1 }, looksLike: 'fra' },
    },
  ]),
  play: async () => {
    const page = body();
    await userEvent.click(await page.findByRole('combobox', { name: /translate from/i }));
    await userEvent.click(await page.findByRole('option', { name: 'English' }));
    await typeAndTranslate('Bonjour, je voudrais un rendez-vous.');
    await expect(await page.findByText(/This text looks like French/)).toBeVisible();
  },
};

/**
 * Decision 189: the result in German and in Arabic, walked with that language's labels from its catalogue
 * and Spanish named as it names it; the first label waits for the catalogue, loaded after an English paint.
 */
const translateIn = (texts: typeof de | typeof ar) => async () => {
  const page = body();
  const labels = texts.machineTranslation.text;
  const named = (label: string) => (name: string) => name.replace(/\s*\*$/, '') === label;
  const source = await page.findByRole('textbox', { name: named(labels.sourceText) }, { timeout: 5000 });
  await userEvent.type(source, 'Take one tablet twice a day with food.');
  await userEvent.click(page.getByRole('combobox', { name: named(labels.targetLanguage) }));
  const spanish = nameOfLanguage({ id: 'esn', name: 'Spanish', azureId: 'es' });
  await userEvent.click(await page.findByRole('option', { name: spanish }));
  await userEvent.click(page.getByRole('button', { name: labels.translate }));
  const result = await page.findByDisplayValue('Tome un comprimido dos veces al día con alimentos.');
  await expect(result).toBeVisible();
};

export const German: Story = {
  ...ResultWithDetectedLanguage,
  name: 'Result with detected language, German',
  globals: { language: 'de' },
  play: translateIn(de),
};
export const Arabic: Story = {
  ...ResultWithDetectedLanguage,
  name: 'Result with detected language, Arabic',
  globals: { language: 'ar' },
  play: translateIn(ar),
};
