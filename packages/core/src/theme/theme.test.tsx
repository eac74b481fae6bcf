import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button, DEFAULT_THEME, Modal, useMantineTheme } from '@mantine/core';
import { createLinguaTheme, linguaCssVariablesResolver, NOTIFICATION_AUTO_CLOSE_MS } from './theme.ts';
import { QUERY_FRESHNESS_MS, swrDefaults } from '../api/swr.tsx';
import { renderWithLingua } from '../../test/render.tsx';

describe('theme', () => {
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

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return 1.05 / (luminance + 0.05);
}
