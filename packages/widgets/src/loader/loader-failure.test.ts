import { afterEach, describe, expect, it } from 'vitest';
import { failureAdvice, showFailure } from './loader-failure.ts';
import { loaderTexts } from '../texts/loader-texts.ts';

afterEach(() => document.body.replaceChildren());

describe('loader failures', () => {
  it('shows the catalogue text inside the element, isolated in its own shadow root', () => {
    const el = document.createElement('lingua-not-defined-yet');
    document.body.append(el);
    showFailure(el, 'originNotRegistered');
    const box = el.shadowRoot?.querySelector('[role="status"]');
    expect(box?.textContent).toBe(loaderTexts.originNotRegistered);
    showFailure(el, 'serverUnreachable');
    expect(el.shadowRoot?.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(el.shadowRoot?.textContent).toBe(loaderTexts.serverUnreachable);
  });

  it('names the cause and the setting to change in the console text', () => {
    const unregistered = failureAdvice('originNotRegistered', 'lingua-mt-text', 'https://lingua.test', 'https://intranet.test');
    expect(unregistered).toContain('https://intranet.test is not a registered widget origin');
    expect(unregistered).toContain('WIDGET_ORIGINS');
    expect(unregistered).toContain('/widgetOrigins');
    expect(failureAdvice('serverUnreachable', 'lingua-mt-text', 'https://lingua.test', 'https://intranet.test')).toContain('did not answer');
    expect(failureAdvice('chunkFailed', 'lingua-mt-text', 'https://lingua.test', 'https://intranet.test', 'x.js')).toContain('x.js');
  });
});
