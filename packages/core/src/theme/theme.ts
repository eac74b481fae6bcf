// The product theme (spec 1 §1): primary blue, secondary orange; notifications hide after 15 s (spec 1 §9).
import { DROPDOWN_MAX_VISIBLE_ROWS, NOTIFICATION_AUTO_HIDE_MS } from '@lingua/contract';
import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import { t } from '../i18n/i18n.ts';

export const NOTIFICATION_AUTO_CLOSE_MS: number = NOTIFICATION_AUTO_HIDE_MS;

/** Spec 1 §9 "up to 8 rows": in CSS, so the height follows the font size and the widgets' scale. */
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
    secondaryColor: 'orange';
  }
}

export interface LinguaThemeOptions {
  portalTarget?: HTMLElement;
  /** Widgets pass `16 / host root font size`: a shadow root cannot reset rem. */
  scale?: number;
}

/** Text colours that pass WCAG AA (4.5:1): gray.7 dimmed (8.2:1), red.8 error; red.9 on alert tints (4.7:1); light
 * buttons hover to shade 0 (5.5:1), as shade 2 under shade 9 text fails. */
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
    // Plain objects, not Modal.extend(…): naming components would put their code in every element (decision 080).
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

export const linguaTheme: MantineThemeOverride = createLinguaTheme();
