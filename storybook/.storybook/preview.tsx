// Every story renders inside core's provider (Mantine with the Lingua theme, the text catalogue, SWR) the
// way the portal and widgets do. Stories set their own session with fixtures (test doubles) in beforeEach.
// The toolbar's Language and Direction (decision 189) show any story in another language, and right to left
// with any language, to check layout; a story may fix them with `globals: { language: 'ar' }`.
import '@mantine/core/styles.css';
import { useEffect } from 'react';
import type { Preview } from '@storybook/react-vite';
import { DirectionContext } from '@mantine/core';
import { configure, directionOf, endonym, isConfigured, LANGUAGES, LinguaProvider, showLanguage } from '@lingua/core';
import type { Language } from '@lingua/core';

// Stories never reach a server; a relative base keeps any stray call on Storybook's own origin.
if (!isConfigured()) configure({ apiBase: '/v1' });

const noop = () => {};

const preview: Preview = {
  globalTypes: {
    language: {
      description: 'Interface language',
      toolbar: { title: 'Language', icon: 'globe', items: LANGUAGES.map((value) => ({ value, title: endonym(value) })), dynamicTitle: true },
    },
    direction: {
      description: 'Reading direction (auto: the language’s)',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'auto', title: 'Direction of the language' },
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { language: 'en', direction: 'auto' },
  decorators: [
    (Story, context) => {
      const language = (context.globals.language ?? 'en') as Language;
      const dir = context.globals.direction === 'ltr' || context.globals.direction === 'rtl' ? context.globals.direction : directionOf(language);
      useEffect(() => {
        void showLanguage(language);
        document.documentElement.lang = language;
        document.documentElement.dir = dir;
      }, [language, dir]);
      return (
        // A fresh SWR cache per story, so one story's data never leaks into the next.
        <LinguaProvider reportErrors={false} swr={{ provider: () => new Map() }}>
          <DirectionContext value={{ dir, setDirection: noop, toggleDirection: noop }}>
            <div dir={dir} lang={language}>
              <Story />
            </div>
          </DirectionContext>
        </LinguaProvider>
      );
    },
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
