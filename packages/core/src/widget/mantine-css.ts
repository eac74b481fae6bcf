// Mantine's style sheets for the widgets' shadow roots. This module holds all of them, which Storybook and the
// unit tests use; the element build (vite config of packages/widgets, decision 080) swaps it for Mantine's base
// sheets alone and has each Mantine component add its own sheet when its code loads (widget-css.ts), so an
// element downloads the CSS of the components it renders and no more.
import mantineCoreCss from '@mantine/core/styles.css?inline';
import mantineNotificationsCss from '@mantine/notifications/styles.css?inline';
import mantineDropzoneCss from '@mantine/dropzone/styles.css?inline';
import mantineDatesCss from '@mantine/dates/styles.css?inline';

/** Mantine's CSS every widget root adopts before the components' own sheets. */
export const MANTINE_CSS = [mantineCoreCss, mantineNotificationsCss, mantineDropzoneCss, mantineDatesCss].join('\n');
