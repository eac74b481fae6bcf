import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@lingua/core';
import { deadlineText, formatLongDateTime, formatShortDateTime, isRush, isStale, money, monthText, pastDueText, projectSystemUrl } from './format.ts';
import './texts.ts';

describe('dashboard formats', () => {
  it('formats MM-DD-YY h:mm:ss A in the provider’s wall-clock time', () => {
    expect(formatShortDateTime('2026-03-10T14:05:09-04:00')).toBe('03-10-26 2:05:09 PM');
    expect(formatShortDateTime('2026-12-01T00:00:00+08:00')).toBe('12-01-26 12:00:00 AM');
    expect(formatShortDateTime('2026-07-04T12:30:00-04:00')).toBe('07-04-26 12:30:00 PM');
    expect(formatShortDateTime('2026-07-04T09:01:02Z')).toBe('07-04-26 9:01:02 AM');
    expect(formatShortDateTime(null)).toBe('');
    expect(formatShortDateTime('yesterday')).toBe('');
  });

  it('formats MMM DD, YYYY HH:mm:ss', () => {
    expect(formatLongDateTime('2026-03-10T14:05:09-04:00')).toBe('Mar 10, 2026 14:05:09');
    expect(formatLongDateTime('2026-12-01T07:00:00+08:00')).toBe('Dec 01, 2026 07:00:00');
    expect(formatLongDateTime(undefined)).toBe('');
  });

  it('shows the deadline as its first 10 characters', () => {
    expect(deadlineText('2026-03-10T23:59:59-04:00')).toBe('2026-03-10');
    expect(deadlineText(null)).toBe('');
  });

  it('emphasises Rush in any case, never Standard', () => {
    expect(isRush('Rush')).toBe(true);
    expect(isRush('RUSH')).toBe(true);
    expect(isRush('Standard')).toBe(false);
    expect(isRush(null)).toBe(false);
  });

  it('highlights a quote from 24 hours old on, not a minute earlier', () => {
    const start = '2026-03-10T10:00:00-04:00';
    const startMs = Date.parse(start);
    expect(isStale(start, startMs + 24 * 3_600_000)).toBe(true);
    expect(isStale(start, startMs + 24 * 3_600_000 - 60_000)).toBe(false);
    expect(isStale(start, startMs + 30 * 24 * 3_600_000)).toBe(true);
    expect(isStale(null, startMs)).toBe(false);
  });

  it('words hours past due and money', () => {
    expect(pastDueText('53')).toBe('2 d 5 h');
    expect(pastDueText('3')).toBe('0 d 3 h');
    expect(pastDueText(null)).toBe('');
    expect(money(1234.5)).toBe('1,234.50');
    expect(money(null)).toBe('');
  });

  it('fills the project-system link template, or gives none', () => {
    expect(projectSystemUrl('https://pm.example/{kind}s/{id}', 'project', 50012)).toBe('https://pm.example/projects/50012');
    expect(projectSystemUrl('https://pm.example/x?type={kind}&id={id}', 'job', 'a b')).toBe('https://pm.example/x?type=job&id=a%20b');
    expect(projectSystemUrl(undefined, 'quote', 1)).toBeUndefined();
    expect(projectSystemUrl('https://pm.example/{id}', 'quote', null)).toBeUndefined();
  });

  describe('in another language', () => {
    afterEach(() => showLanguage('en'));

    it('writes the provider’s wall-clock time, months and money as German does', async () => {
      await showLanguage('de');
      expect(formatLongDateTime('2026-03-10T14:05:09-04:00')).toBe('10.03.2026, 14:05');
      expect(formatShortDateTime('2026-12-01T00:00:00+08:00')).toBe('01.12.2026, 00:00');
      expect(monthText('2026-03')).toBe('März 2026');
      expect(money(1234.5)).toBe('1.234,50');
    });

    it('names the month in the day’s order of French, not English', async () => {
      await showLanguage('fr');
      expect(formatLongDateTime('2026-03-10T14:05:09-04:00')).toBe('10 mars 2026, 14:05');
    });
  });
});
