// The product theme (spec 1 §1): primary blue, secondary orange; notifications hide after 15 s (spec 1 §9).
import { NOTIFICATION_AUTO_HIDE_MS } from '@lingua/contract';
import { createTheme, Portal } from '@mantine/core';
import type { MantineColorsTuple, MantineThemeOverride } from '@mantine/core';

/** Notification auto-hide delay (spec 1 §9: 15 seconds). */
export const NOTIFICATION_AUTO_CLOSE_MS: number = NOTIFICATION_AUTO_HIDE_MS;

/** The brand's secondary orange, lightest to darkest; shade 8 (the filled shade) is #b05600, 5.0:1 with white. */
export const linguaOrange: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd0a0',
  '#ffb56e',
  '#ff9d43',
  '#ff8e27',
  '#f57c00',
  '#d36a00',
  '#b05600',
  '#8f4500',
];

/** Shade used for filled surfaces: 8, because Mantine's default 6 gives white text only 3.6:1 on blue (WCAG AA needs 4.5:1). */
export const LINGUA_PRIMARY_SHADE = 8;

declare module '@mantine/core' {
  export interface MantineThemeOther {
    /** Name of the secondary color in theme.colors (spec 1 §1: orange). */
    secondaryColor: 'orange';
  }
}

/** Options of createLinguaTheme. */
export interface LinguaThemeOptions {
  /** Element every Portal (Modal, Select, Popover, Notifications) renders into; widgets pass one inside their shadow root. */
  portalTarget?: HTMLElement;
}

/** Builds the theme; widgets pass their portal target so overlays stay inside the shadow root. */
export function createLinguaTheme(options: LinguaThemeOptions = {}): MantineThemeOverride {
  return createTheme({
    primaryColor: 'blue',
    primaryShade: { light: LINGUA_PRIMARY_SHADE, dark: LINGUA_PRIMARY_SHADE },
    colors: { orange: linguaOrange },
    other: { secondaryColor: 'orange' },
    components: options.portalTarget
      ? { Portal: Portal.extend({ defaultProps: { target: options.portalTarget } }) }
      : {},
  });
}

/** The theme of the portal (overlays in document.body). */
export const linguaTheme: MantineThemeOverride = createLinguaTheme();
