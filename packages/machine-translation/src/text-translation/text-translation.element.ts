/**
 * `<lingua-mt-text>`: machine translation of text (spec 3 §2.2), behind the machine-translation guard.
 *
 * Attributes: core's configuration attributes only.
 * Events: `lingua-translated` (detail `{ detectedLanguage: string | null }`) after each translation.
 */
import { createElement } from 'react';
import { configureWidget, defineWidget, lazyPart, useT } from '@lingua/core';
import type { LinguaConfig, LinguaElement, WidgetComponentProps, LinguaEventMap } from '@lingua/core';
import { MachineTranslationGuard } from '../page/machine-translation-guard.tsx';

// Behind the guard: a visitor's first screen is the sign-in prompt, so the form loads once someone may use it.
const TextTranslation = lazyPart(() => import('./text-translation.tsx').then((m) => m.TextTranslation));

/** Events of `<lingua-mt-text>`. */
export type TextTranslationEvents = { 'lingua-translated': { detectedLanguage: string | null } };

function TextTranslationWidget({ dispatch }: WidgetComponentProps<TextTranslationEvents>) {
  const t = useT();
  return createElement(
    MachineTranslationGuard,
    { signInReason: t('machineTranslation.signInReason.text') },
    createElement(TextTranslation, { onTranslated: (result) => dispatch('lingua-translated', { detectedLanguage: result.detectedLanguage ?? null }) }),
  );
}

declare global {
  interface HTMLElementTagNameMap {
    'lingua-mt-text': LinguaElement;
  }
  // Derived from the element's own event type, so the two cannot drift.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends LinguaEventMap<TextTranslationEvents> {}
}

/** Called by the widget loader with the server's configuration; defines the element. */
export function register(config?: Partial<LinguaConfig>): CustomElementConstructor {
  configureWidget(config);
  return defineWidget<object, TextTranslationEvents>('lingua-mt-text', TextTranslationWidget, { events: ['lingua-translated'], parts: { form: 'The whole translation form.', source: 'The source language and the text to translate.', result: 'The target language, the translation and Copy.', toolbar: 'The Translate and Clear buttons.' } });
}
