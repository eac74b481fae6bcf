import { beforeEach, describe, expect, it } from 'vitest';
import { configureWidget } from './configure-widget.ts';
import { configure, getConfig, isConfigured, resetConfig } from '../config/config.ts';

beforeEach(() => resetConfig());

describe('configureWidget', () => {
  it('configures an unconfigured page for popup sign-in', () => {
    configureWidget({ apiBase: 'https://lingua.example.com/v1', clientId: 'lingua-portal' });
    expect(getConfig()).toMatchObject({ apiBase: 'https://lingua.example.com/v1', clientId: 'lingua-portal', interaction: 'popup' });
  });

  it('leaves a page configured by its first element alone', () => {
    configure({ apiBase: 'https://first.example.com/v1', interaction: 'redirect' });
    configureWidget({ apiBase: 'https://second.example.com/v1' });
    expect(getConfig()).toMatchObject({ apiBase: 'https://first.example.com/v1', interaction: 'redirect' });
  });

  it('does nothing without an API base, so the element attributes can configure the page', () => {
    configureWidget(undefined);
    configureWidget({ clientId: 'lingua-portal' });
    expect(isConfigured()).toBe(false);
  });
});
