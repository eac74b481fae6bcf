import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Autocomplete, Button, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme, Modal, MultiSelect, Select, useMantineTheme } from '@mantine/core';
import { DROPDOWN_MAX_VISIBLE_ROWS } from '@lingua/contract';
import { createLinguaTheme, DROPDOWN_MAX_HEIGHT, LINGUA_PRIMARY_SHADE, linguaCssVariablesResolver, NOTIFICATION_AUTO_CLOSE_MS } from './theme.ts';
import { QUERY_FRESHNESS_MS, swrDefaults } from '../api/swr.tsx';
import { renderWithLingua } from '../../test/render.tsx';

describe('theme', () => {
  it('makes every Select, MultiSelect and Autocomplete list show up to 8 rows (spec 1 §9)', () => {
    expect(DROPDOWN_MAX_HEIGHT.startsWith(`calc(${DROPDOWN_MAX_VISIBLE_ROWS} * `)).toBe(true);
    const data = Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`);
    renderWithLingua(
      <>
        <Select label="one" data={data} dropdownOpened />
        <MultiSelect label="many" data={data} dropdownOpened />
        <Autocomplete label="free" data={data} dropdownOpened />
      </>,
    );
    const lists = screen.getAllByRole('listbox');
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      // The options' scroll area (Mantine's ScrollArea.Autosize) carries the height.
      const scroll = list.querySelector('[style*="max-height"]') as HTMLElement | null;
      expect(scroll?.style.maxHeight).toBe(DROPDOWN_MAX_HEIGHT);
    }
  });

  it('is primary blue with secondary orange', () => {
    function Probe() {
      const theme = useMantineTheme();
      return (
        <Button color={theme.other.secondaryColor}>
          {theme.primaryColor}/{theme.other.secondaryColor}
        </Button>
      );
    }
    renderWithLingua(<Probe />);
    expect(screen.getByRole('button', { name: 'blue/orange' })).toBeInTheDocument();
  });

  it('fills with shade 8 so white text passes WCAG AA on blue and orange', () => {
    const theme = createLinguaTheme();
    expect(theme.primaryShade).toEqual({ light: 8, dark: 8 });
    expect(theme.colors?.orange?.[8]).toBe('#b05600');
  });

  it('colours dimmed and error texts so they pass WCAG AA (4.5:1) on white', () => {
    const { light } = linguaCssVariablesResolver({ ...DEFAULT_THEME, ...createLinguaTheme() } as never);
    const shade = (variable: string | undefined) => {
      const [, color, index] = /--mantine-color-(\w+)-(\d)/.exec(variable ?? '')!;
      return DEFAULT_THEME.colors[color!]![Number(index)]!;
    };
    expect(contrastOnWhite(shade(light['--mantine-color-dimmed']))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(shade(light['--mantine-color-error']))).toBeGreaterThanOrEqual(4.5);
  });

  it('gives red outline labels (error-alert Retry) 4.5:1 on the alert tint, not only on white', () => {
    const theme = { ...DEFAULT_THEME, ...createLinguaTheme() };
    const { light } = linguaCssVariablesResolver(theme as never);
    const [, color, index] = /--mantine-color-(\w+)-(\d)/.exec(light['--mantine-color-red-outline'] ?? '')!;
    const label = DEFAULT_THEME.colors[color!]![Number(index)]!;
    // Mantine's light variant: the primary shade at 10 % over white.
    const tint = mix(DEFAULT_THEME.colors.red[LINGUA_PRIMARY_SHADE], 0.1);
    expect(contrast(label, tint)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(label)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the label of light and subtle blue and red buttons at 4.5:1, at rest and under the pointer', () => {
    const theme = mergeMantineTheme(DEFAULT_THEME, createLinguaTheme());
    const ours: Record<string, string> = linguaCssVariablesResolver(theme).light;
    const mantines: Record<string, string> = defaultCssVariablesResolver(theme).light;
    /** A variable's colour as #rrggbb, ours first, following var(--mantine-color-<name>-<shade>). */
    const resolve = (variable: string): string => {
      const value = ours[variable] ?? mantines[variable]!;
      const shade = /^var\(--mantine-color-(\w+)-(\d)\)$/.exec(value);
      if (shade) return DEFAULT_THEME.colors[shade[1]!]![Number(shade[2])]!;
      const other = /^var\((--[\w-]+)\)$/.exec(value);
      return other ? resolve(other[1]!) : value;
    };
    for (const color of ['blue', 'red']) {
      const label = resolve(`--mantine-color-${color}-light-color`);
      expect(contrast(label, channels(resolve(`--mantine-color-${color}-light`))), `${color} at rest`).toBeGreaterThanOrEqual(4.5);
      expect(contrast(label, channels(resolve(`--mantine-color-${color}-light-hover`))), `${color} under the pointer`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('names the close button of every dialog', () => {
    renderWithLingua(
      <Modal opened onClose={() => {}} title="Details">
        Body
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('sends every Portal to the given target', () => {
    const target = document.createElement('div');
    expect(createLinguaTheme({ portalTarget: target }).components?.Portal?.defaultProps).toEqual({ target });
    expect(createLinguaTheme().components?.Portal).toBeUndefined();
  });

  it('uses the spec constants: notifications 15 s, query freshness 20 min', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(15_000);
    expect(QUERY_FRESHNESS_MS).toBe(1_200_000);
    expect(swrDefaults).toMatchObject({ dedupingInterval: 1_200_000, focusThrottleInterval: 1_200_000 });
  });
});

/** Channels (0–1) of #rrggbb. */
function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
}

/** #rrggbb `hex` at `alpha` over white, as channels. */
function mix(hex: string, alpha: number): number[] {
  return channels(hex).map((c) => c * alpha + (1 - alpha));
}

/** WCAG 2 relative luminance of channels (0–1). */
function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of a #rrggbb text colour on a background given as channels. */
function contrast(hex: string, background: number[]): number {
  const [light, dark] = [luminance(background), luminance(channels(hex))].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  return contrast(hex, [1, 1, 1]);
}
