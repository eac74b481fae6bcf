// Every story renders inside core's provider (Mantine with the Lingua theme, the text catalogue, SWR) the
// way the portal and widgets do. Stories set their own session with fixtures (test doubles) in beforeEach.
import '@mantine/core/styles.css';
import type { Preview } from '@storybook/react-vite';
import { configure, isConfigured, LinguaProvider } from '@lingua/core';

// Stories never reach a server; a relative base keeps any stray call on Storybook's own origin.
if (!isConfigured()) configure({ apiBase: '/v1' });

const preview: Preview = {
  decorators: [
    (Story) => (
      // A fresh SWR cache per story, so one story's data never leaks into the next.
      <LinguaProvider reportErrors={false} swr={{ provider: () => new Map() }}>
        <Story />
      </LinguaProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    a11y: { test: 'error', options: { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    controls: { matchers: { color: /(background|color)$/i } },
  },
};

export default preview;
