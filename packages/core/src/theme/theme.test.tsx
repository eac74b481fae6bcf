import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Button, useMantineTheme } from '@mantine/core';
import { createLinguaTheme, NOTIFICATION_AUTO_CLOSE_MS } from './theme.ts';
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

  it('sends every Portal to the given target', () => {
    const target = document.createElement('div');
    expect(createLinguaTheme({ portalTarget: target }).components?.Portal?.defaultProps).toEqual({ target });
  });

  it('uses the spec constants: notifications 15 s, query freshness 20 min', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(15_000);
    expect(QUERY_FRESHNESS_MS).toBe(1_200_000);
    expect(swrDefaults).toMatchObject({ dedupingInterval: 1_200_000, focusThrottleInterval: 1_200_000 });
  });
});
