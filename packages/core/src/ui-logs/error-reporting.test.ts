import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installErrorReporting } from './error-reporting.ts';
import type { UiLogBody } from './error-reporting.ts';
import { createApiClient } from '../api/api-client.ts';
import { setClock } from '../clock/clock.ts';
import { FakeClock } from '../../test/fake-clock.ts';

let posted: { url: string; body: UiLogBody }[];
let uninstall: () => void;
let clock: FakeClock;

function raise(error: unknown, message = error instanceof Error ? error.message : String(error)) {
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
}

function reject(reason: unknown) {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

beforeEach(() => {
  posted = [];
  clock = new FakeClock();
  setClock(clock);
  const client = createApiClient({
    baseUrl: 'https://api.example.com/v1',
    fetch: (async (url: string, init: RequestInit) => {
      posted.push({ url, body: JSON.parse(init.body as string) as UiLogBody });
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch,
  });
  uninstall = installErrorReporting({ client });
});

afterEach(() => {
  uninstall();
  setClock();
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('installErrorReporting', () => {
  it('posts an uncaught error to /uiLogs with the spec’s details', async () => {
    const error = new TypeError('x is undefined', { cause: new Error('root cause') });
    raise(error);
    await flush();
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe('https://api.example.com/v1/uiLogs');
    expect(posted[0]!.body).toEqual({
      level: 'ERROR',
      message: 'x is undefined',
      details: {
        errorMessage: 'x is undefined',
        errorName: 'TypeError',
        stackTrace: error.stack,
        cause: 'Error: root cause',
        error: 'TypeError: x is undefined',
      },
    });
  });

  it('posts unhandled rejections, including non-Error reasons', async () => {
    reject(new Error('fetch failed'));
    reject({ code: 7 });
    await flush();
    expect(posted.map((p) => p.body.message)).toEqual(['fetch failed', '{"code":7}']);
    expect(posted[1]!.body.details.errorName).toBe('object');
  });

  it('reports the same error once per minute', async () => {
    const error = new Error('render loop');
    raise(error);
    raise(error);
    clock.advance(30_000);
    raise(error);
    await flush();
    expect(posted).toHaveLength(1);
    clock.advance(31_000);
    raise(error);
    await flush();
    expect(posted).toHaveLength(2);
  });

  it('sends at most 10 reports a minute', async () => {
    for (let i = 0; i < 15; i++) raise(new Error(`error ${i}`));
    await flush();
    expect(posted).toHaveLength(10);
    clock.advance(60_000);
    raise(new Error('later'));
    await flush();
    expect(posted).toHaveLength(11);
  });

  it('stops after uninstall', async () => {
    uninstall();
    // Without a listener of ours, Vitest would treat the synthetic error as a real uncaught one.
    const swallow = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', swallow);
    raise(new Error('after'));
    window.removeEventListener('error', swallow);
    await flush();
    expect(posted).toHaveLength(0);
  });
});

describe('reportUiError', () => {
  it('reports errors caught elsewhere (error boundaries) through the same limits', async () => {
    const { reportUiError } = await import('./error-reporting.ts');
    const error = new Error('boundary caught');
    reportUiError(error);
    reportUiError(error);
    await flush();
    expect(posted.map((p) => p.body.message)).toEqual(['boundary caught']);
  });
});
