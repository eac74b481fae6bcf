import type { CSSProperties } from 'react';

/**
 * Mantine's default error text (red.6) and dimmed text (gray.6, used by input descriptions) fall below the 4.5:1
 * contrast WCAG 2.2 AA asks of small text on white. Until the shared theme darkens them, the account feature sets
 * the two variables on its own roots (pages, drawer, modals); custom properties inherit into every input below.
 */
export const AA_TEXT_COLORS = {
  '--mantine-color-error': 'var(--mantine-color-red-8)',
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
} as CSSProperties;
