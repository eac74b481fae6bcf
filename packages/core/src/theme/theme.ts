// The product theme (spec 1 §1): primary blue, secondary orange; notifications hide after 15 s (spec 1 §9).
import { DROPDOWN_MAX_VISIBLE_ROWS, NOTIFICATION_AUTO_HIDE_MS } from '@lingua/contract';
import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { t } from '../i18n/i18n.ts';

export const NOTIFICATION_AUTO_CLOSE_MS: number = NOTIFICATION_AUTO_HIDE_MS;

/**
 * Spec 1 §9 "A dropdown list shows up to 8 rows": the options' scroll area is as tall as that many options. An
 * option of Mantine's default size (sm) is one line of the sm font plus its padding (0.375rem above and below);
 * CSS computes it, so the height follows the font size and the widgets' scale.
 */
export const DROPDOWN_MAX_HEIGHT = `calc(${DROPDOWN_MAX_VISIBLE_ROWS} * (var(--mantine-font-size-sm) * var(--mantine-line-height) + 0.75rem * var(--mantine-scale)))`;

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

export interface LinguaThemeOptions {
  /** Element every Portal (Modal, Select, Popover, Notifications) renders into; widgets pass one inside their shadow root. */
  portalTarget?: HTMLElement;
  /**
   * Multiplier of every rem-based size (Mantine's `scale`). Widgets pass `16 / host root font size`, because
   * rem is the host document's root size, which a shadow root cannot reset.
   */
  scale?: number;
}

/**
 * Text colours that pass WCAG AA (4.5:1) on white: Mantine's light-scheme `dimmed` (gray.6, 3.3:1) and
 * `error` (red.6, 3.5:1) do not, and they colour every input description and validation message.
 * gray.7 #495057 gives 8.2:1, red.8 #e03131 4.5:1.
 * Red outline labels (the Retry of every error alert, Reject Quote) sit on the alert's light red tint, where
 * red.8 gives only 3.9:1: they take red.9 #c92a2a (4.7:1 on the tint, 5.4:1 on white).
 * Light and subtle buttons (Download, Download all, Review and edit, Remove) write shade 9 on shade 1 at rest
 * and on shade 2 under the pointer: blue.9 on blue.2 is 4.0:1, red.9 on red.2 3.8:1. Under the pointer they take
 * shade 0 instead (5.5:1 and 5.1:1), lighter than at rest, which still shows the hover.
 */
export const linguaCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-red-outline': 'var(--mantine-color-red-9)',
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-0)',
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
  },
  dark: {},
});

/** Builds the theme; widgets pass their portal target so overlays stay inside the shadow root. */
export function createLinguaTheme(options: LinguaThemeOptions = {}): MantineThemeOverride {
  // Mantine's close buttons are icon-only: without a label screen readers announce a nameless button (axe button-name).
  const closeButtonProps = { 'aria-label': t('common.close') };
  return createTheme({
    primaryColor: 'blue',
    primaryShade: { light: LINGUA_PRIMARY_SHADE, dark: LINGUA_PRIMARY_SHADE },
    // People who ask their system for reduced motion get dialogs and menus without transitions (WCAG 2.3.3).
    respectReducedMotion: true,
    colors: { orange: linguaOrange },
    other: { secondaryColor: 'orange' },
    ...(options.scale !== undefined ? { scale: options.scale } : {}),
    // Plain objects, not Modal.extend(…) (which returns its argument): naming the components here would put
    // their code in every element, dialogs or not (decision 080).
    components: {
      Modal: { defaultProps: { closeButtonProps } },
      Drawer: { defaultProps: { closeButtonProps } },
      Notification: { defaultProps: { closeButtonProps } },
      // Every picker's list, wherever it is used, shows at most DROPDOWN_MAX_VISIBLE_ROWS rows (spec 1 §9).
      Select: { defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } },
      MultiSelect: { defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } },
      Autocomplete: { defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } },
      ...(options.portalTarget ? { Portal: { defaultProps: { target: options.portalTarget } } } : {}),
    },
  });
}

/** The theme of the portal (overlays in document.body). */
export const linguaTheme: MantineThemeOverride = createLinguaTheme();
