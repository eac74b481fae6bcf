import { describe, expect, it } from 'vitest';
import type { ReportFilter } from '@lingua/contract';
import { dayToTimestamp, defaultFormValues, resolveDateDefault, toFiltersParam } from './filter-values.ts';

const FILTERS: ReportFilter[] = [
  { name: 'Created from', mapping: 'createdFrom', type: 'DATE', range: 'FROM', defaultValue: 'today-30' },
  { name: 'Created to', mapping: 'createdTo', type: 'DATE', range: 'TO', defaultValue: 'today' },
  { name: 'Status', mapping: 'status', type: 'SELECT', options: ['Open', 'Closed'], defaultValue: 'Closed' },
  { name: 'Name', mapping: 'name', type: 'TEXT' },
];

describe('report filter values', () => {
  const today = new Date(2026, 2, 31, 15, 30);

  it('resolves date defaults relative to today or as fixed days', () => {
    expect(resolveDateDefault('today', today)).toBe('2026-03-31');
    expect(resolveDateDefault('today-30', today)).toBe('2026-03-01');
    expect(resolveDateDefault('2025-12-24', today)).toBe('2025-12-24');
    expect(resolveDateDefault('next week', today)).toBe('');
    expect(resolveDateDefault(null, today)).toBe('');
  });

  it('starts the form from the defaults', () => {
    expect(defaultFormValues(FILTERS, today)).toEqual({ createdFrom: '2026-03-01', createdTo: '2026-03-31', status: 'Closed', name: '' });
  });

  it('sends dates as the start or the end of the local day and omits empty values', () => {
    const json = toFiltersParam(FILTERS, { createdFrom: '2026-03-01', createdTo: '2026-03-31', status: '', name: '  ' });
    expect(JSON.parse(json!)).toEqual({
      createdFrom: new Date(2026, 2, 1, 0, 0, 0, 0).getTime(),
      createdTo: new Date(2026, 2, 31, 23, 59, 59, 999).getTime(),
    });
    expect(dayToTimestamp('2026-03-01', undefined)).toBe(new Date(2026, 2, 1).getTime());
    expect(toFiltersParam(FILTERS, { name: 'leaflet', status: 'Open' })).toBe('{"status":"Open","name":"leaflet"}');
    expect(toFiltersParam(FILTERS, {})).toBeUndefined();
  });
});
