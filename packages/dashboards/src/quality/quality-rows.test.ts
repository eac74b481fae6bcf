import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage, t } from '@lingua/core';
import '../texts.ts';
import { emptyQualityStats, qualityStats } from '../fixtures/dashboard-fixtures.ts';
import { chartWidth, groupLabel, hasFigures, hoursText, scoreText } from './quality-rows.ts';

describe('quality view figures', () => {
  it('writes scores to two decimals and times in hours, minutes or less', () => {
    expect(scoreText(96.2, t)).toBe('96.20');
    expect(scoreText(null, t)).toBe('—');
    expect(hoursText(16.75, t)).toBe('16.8 h');
    expect(hoursText(0.42, t)).toBe('25 min');
    expect(hoursText(0.001, t)).toBe('< 1 min');
  });

  it('names months, a human translation and a request without a company in words', () => {
    expect(groupLabel('byMonth', qualityStats.byMonth[0]!, t)).toBe('Jan 2026');
    expect(groupLabel('byEngine', qualityStats.byEngine[1]!, t)).toBe('No engine (human translation)');
    expect(groupLabel('byCompany', { ...qualityStats.byCompany[0]!, key: '', label: '' }, t)).toBe('No company');
  });

  it('has figures when anything was scored, is open or was sent back', () => {
    expect(hasFigures(qualityStats)).toBe(true);
    expect(hasFigures(emptyQualityStats)).toBe(false);
    expect(hasFigures({ ...emptyQualityStats, redelivery: { ...emptyQualityStats.redelivery, requested: 1 } })).toBe(true);
    expect([chartWidth(1), chartWidth(6), chartWidth(24)]).toEqual([320, 432, 720]);
  });

  describe('in German', () => {
    afterEach(() => showLanguage('en'));

    it('writes scores, hours and months as German does', async () => {
      await showLanguage('de');
      expect(scoreText(96.2, t)).toBe('96,20');
      expect(hoursText(16.75, t)).toMatch(/^16,8\b/);
      expect(groupLabel('byMonth', qualityStats.byMonth[2]!, t)).toBe('März 2026');
    });
  });
});
