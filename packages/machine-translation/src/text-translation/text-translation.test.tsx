import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextTranslation } from './text-translation.tsx';
import { renderMt } from '../fixtures/render.tsx';
import { errorResponse, installFetchDouble } from '@lingua/core/test/fetch-double';
import type { FetchDouble, FetchRoute } from '@lingua/core/test/fetch-double';
import { referenceRoutes } from '../fixtures/mt-fixtures.ts';
import { showLanguage } from '@lingua/core';

let double: FetchDouble;
afterEach(() => {
  double.restore();
  vi.useRealTimers();
});

function setup(routes: FetchRoute[] = [], settings = {}) {
  double = installFetchDouble([
    ...referenceRoutes(settings),
    { method: 'POST', path: '/machineTranslation/actions/translateText', reply: { translatedText: 'Hola mundo', detectedLanguage: 'en' } },
    ...routes,
  ]);
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  renderMt(<TextTranslation />);
  return user;
}

async function chooseTarget(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: /translate to/i }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('TextTranslation (spec 3 §2.2, §5)', () => {
  it('counts characters against maxCharactersPerRequest', async () => {
    const user = setup([], { maxCharactersPerRequest: 20 });
    const box = await screen.findByRole('textbox', { name: /text to translate/i });
    expect(screen.getByText('0/20')).toBeVisible();
    await user.type(box, 'Hello');
    expect(screen.getByText('5/20')).toBeVisible();
  });

  it('offers only languages the translation engine serves for text', async () => {
    const user = setup();
    await user.click(await screen.findByRole('combobox', { name: /translate to/i }));
    expect(await screen.findByRole('option', { name: 'Spanish' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Japanese' })).not.toBeInTheDocument();
    expect(double.callsTo('/languages')[0]!.url.searchParams.get('intentoIdExists')).toBe('true');
  });

  it('requires non-blank text and a target language', async () => {
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), '   ');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByText('Enter the text to translate.')).toBeVisible();
    expect(screen.getByText('Select the language to translate into.')).toBeVisible();
    expect(double.callsTo('/translateText')).toHaveLength(0);
  });

  it('shows text over the limit at once: the counter in the error colour, Translate disabled with the reason', async () => {
    const user = setup([], { maxCharactersPerRequest: 10 });
    const box = await screen.findByRole('textbox', { name: /text to translate/i });
    await user.type(box, 'Hello world');
    const counter = screen.getByText('11/10');
    expect(counter.style.color).toBe('var(--mantine-color-red-8)');
    expect(screen.getByRole('button', { name: 'Translate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Translate' })).toHaveAccessibleDescription('The text is 1 character over the limit of 10: shorten it to translate.');
    await user.type(box, '!');
    expect(screen.getByText('The text is 2 characters over the limit of 10: shorten it to translate.')).toBeVisible();
    await user.type(box, '{Backspace}{Backspace}');
    expect(screen.getByText('10/10').style.color).not.toBe('var(--mantine-color-red-8)');
    expect(screen.getByRole('button', { name: 'Translate' })).toBeEnabled();
    expect(double.callsTo('/translateText')).toHaveLength(0);
  });

  it('translates with auto-detect and shows the detected language', async () => {
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello world');
    expect(screen.getByRole('combobox', { name: /translate from/i })).toHaveValue('Auto-detect language');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByDisplayValue('Hola mundo')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Translation' })).toHaveAttribute('readonly');
    // The result takes the focus: a keyboard user lands on what Translate produced.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Translation' })).toHaveFocus());
    expect(screen.getByText('Detected language: English')).toBeVisible();
    expect(double.callsTo('/translateText')[0]!.body).toEqual({ text: 'Hello world', sourceLanguageCode: null, targetLanguageCode: 'esn' });
    expect(screen.getByText(/machine translation is fast but may contain errors/i)).toBeVisible();
  });

  it('sends a chosen source language and shows no detected note', async () => {
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello');
    await user.click(screen.getByRole('combobox', { name: /translate from/i }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await chooseTarget(user, 'Catalan');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByDisplayValue('Hola mundo');
    expect(double.callsTo('/translateText')[0]!.body).toEqual({ text: 'Hello', sourceLanguageCode: 'enu', targetLanguageCode: 'cat' });
    expect(screen.queryByText(/Detected language/)).not.toBeInTheDocument();
  });

  it('copies the translation and confirms for 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello world');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByDisplayValue('Hola mundo');
    // The clock also moves with real time (shouldAdvanceTime), which a loaded machine spends between the click
    // and the checks: the checks are placed from the moment before the click.
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe('Hola mundo');
    await act(() => vi.advanceTimersByTimeAsync(Math.max(0, clicked + 4800 - Date.now())));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('clears text, result and errors', async () => {
    const user = setup();
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello world');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await screen.findByDisplayValue('Hola mundo');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: /text to translate/i })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Translation' })).toHaveValue('');
    expect(screen.getByText('0/5000')).toBeVisible();
  });

  it('shows API errors', async () => {
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply: errorResponse(502, 'Translation engine unavailable', 'MT_ENGINE') }]);
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    await waitFor(() => expect(screen.getByText('Translation engine unavailable [Error code: MT_ENGINE]')).toBeVisible());
  });

  it("underlines the terms the client's glossary wrote, each saying so on focus", async () => {
    const reply = { translatedText: 'Traiga su tarjeta sanitaria, por favor.', detectedLanguage: null, glossaryTerms: [{ start: 10, end: 27 }] };
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply }]);
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Bring your insurance card, please.');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const result = await screen.findByRole('textbox', { name: 'Translation' });
    expect(result).toHaveTextContent('Traiga su tarjeta sanitaria, por favor.');
    await waitFor(() => expect(result).toHaveFocus());
    const term = screen.getByText('tarjeta sanitaria');
    expect(term.tagName).toBe('U');
    act(() => term.focus());
    expect(await screen.findByText('From your glossary')).toBeVisible();
  });

  it('keeps the plain box\'s label and height when terms are marked', async () => {
    const reply = { translatedText: 'Traiga su tarjeta sanitaria, por favor.', detectedLanguage: null, glossaryTerms: [{ start: 10, end: 27 }] };
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply }]);
    const plainLabel = await screen.findByText('Translation', { selector: 'label' });
    const plainClass = plainLabel.classList[0];
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Bring your insurance card, please.');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const result = await screen.findByRole('textbox', { name: 'Translation' });
    const label = document.getElementById(result.getAttribute('aria-labelledby')!)!;
    // Mantine's input label (weight 500, size sm, nothing under it), as the plain Textarea's label has.
    expect(label.className).toContain('mantine-InputWrapper-label');
    expect(label.classList[0]).toBe(plainClass);
    expect(result.style.minHeight).toContain('8 * 1.375rem');
  });

  it('marks the sentences that came from the translation memory', async () => {
    const reply = { translatedText: 'Llame a la farmacia. La casa es grande.', detectedLanguage: null, memorySentences: [{ start: 0, end: 20 }] };
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply }]);
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Please call the pharmacy. The house is big.');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const sentence = await screen.findByText('Llame a la farmacia.');
    expect(sentence).toHaveAttribute('data-mark', 'memory');
    act(() => sentence.focus());
    expect(await screen.findByText('From your translation memory')).toBeVisible();
  });

  it('underlines the words the engine did not know and says so on focus', async () => {
    const reply = { translatedText: 'El zorblax fue a Londonville.', detectedLanguage: null, unsureWords: [{ start: 3, end: 10 }, { start: 17, end: 28 }] };
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply }]);
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'The zorblax went to Londonville.');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByRole('textbox', { name: 'Translation' })).toHaveTextContent('El zorblax fue a Londonville.');
    const word = screen.getByText('zorblax');
    expect(word).toHaveAttribute('data-mark', 'unsure');
    act(() => word.focus());
    expect(await screen.findByText('The engine did not know this word')).toBeVisible();
  });

  it('says how sure it is of the detected language, and warns when the chosen source looks wrong', async () => {
    let reply: object = { translatedText: 'Hola mundo', detectedLanguage: 'enu', detection: { language: 'enu', confidence: 0.93 } };
    const user = setup([{ method: 'POST', path: '/machineTranslation/actions/translateText', reply: () => reply }]);
    await user.type(await screen.findByRole('textbox', { name: /text to translate/i }), 'Hello world');
    await chooseTarget(user, 'Spanish');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('Detected language: English (93 % sure)')).toBeVisible();
    reply = { translatedText: 'Bonjour', detectedLanguage: null, detection: { language: 'fra', confidence: 1 }, looksLike: 'fra' };
    await user.click(screen.getByRole('combobox', { name: /translate from/i }));
    await user.click(await screen.findByRole('option', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('This text looks like French. Check the language you translate from.')).toBeVisible();
    expect(screen.queryByText(/Detected language/)).not.toBeInTheDocument();
  });

  it('names the languages in the shown language and keeps each text in its own direction (decision 189)', async () => {
    const user = setup();
    const source = await screen.findByRole('textbox', { name: /text to translate/i });
    // Empty, a box keeps the page's direction, so its placeholder stays on the page's side.
    expect(source).not.toHaveAttribute('dir');
    await user.type(source, 'The house is big.');
    expect(source).toHaveAttribute('dir', 'auto');
    try {
      await act(() => showLanguage('ar'));
      await user.click(screen.getByRole('combobox', { name: 'الترجمة إلى' }));
      await user.click(await screen.findByRole('option', { name: 'الإسبانية' }));
      await user.click(screen.getByRole('button', { name: 'ترجمة' }));
      const result = await screen.findByDisplayValue('Hola mundo');
      expect(result).toHaveAttribute('dir', 'auto');
      expect(screen.getByRole('textbox', { name: 'النص المراد ترجمته' })).toHaveAttribute('dir', 'auto');
      expect(screen.getByText(/^اللغة المكتشفة: .*الإنجليزية/)).toBeVisible();
      // A switch names them again at once, in German.
      await act(() => showLanguage('de'));
      expect(screen.getByRole('combobox', { name: /Übersetzen in/ })).toHaveValue('Spanisch');
      expect(screen.getByText('Erkannte Sprache: Englisch')).toBeVisible();
    } finally {
      await act(() => showLanguage('en'));
    }
    expect(screen.getByRole('combobox', { name: /translate to/i })).toHaveValue('Spanish');
    expect(screen.getByText('Detected language: English')).toBeVisible();
  });
});
