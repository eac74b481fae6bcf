import { describe, expect, it } from 'vitest';
import { register as registerPage } from './machine-translation.element.ts';
import { register as registerText } from '../text-translation/text-translation.element.ts';
import { register as registerFile } from '../file-translation/file-translation.element.ts';

describe('machine translation elements', () => {
  it('define lingua-machine-translation, lingua-mt-text and lingua-mt-file once each', () => {
    const config = { apiBase: 'https://api.example.com/v1' };
    const page = registerPage(config);
    expect(document.createElement('lingua-machine-translation')).toBeInstanceOf(page);
    const text = registerText(config);
    const file = registerFile(config);
    expect(document.createElement('lingua-mt-text')).toBeInstanceOf(text);
    expect(document.createElement('lingua-mt-file')).toBeInstanceOf(file);
    // The loader may run twice: registering again must not throw.
    expect(() => registerPage(config)).not.toThrow();
  });

  it('render in an open shadow root', () => {
    registerText({ apiBase: 'https://api.example.com/v1' });
    const element = document.createElement('lingua-mt-text');
    document.body.appendChild(element);
    expect(element.shadowRoot).not.toBeNull();
    element.remove();
  });
});
