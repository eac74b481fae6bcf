import { describe, expect, it } from 'vitest';
import { register } from './reports.element.ts';
import { reportsPath } from './reports-area.tsx';

describe('<lingua-reports>', () => {
  it('is defined once, renders in an open shadow root and may be registered again', () => {
    const config = { apiBase: 'https://api.example.com/v1' };
    const ctor = register(config);
    const element = document.createElement('lingua-reports');
    expect(element).toBeInstanceOf(ctor);
    document.body.appendChild(element);
    expect(element.shadowRoot).not.toBeNull();
    element.remove();
    expect(() => register(config)).not.toThrow();
  });

  it('addresses the list and a report', () => {
    expect(reportsPath(null)).toBe('/reports');
    expect(reportsPath('a b')).toBe('/reports/a%20b');
  });
});
