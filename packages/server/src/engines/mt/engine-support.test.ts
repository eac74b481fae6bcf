// The CallGuard every cloud adapter runs its calls in: a call whose service never answers still ends, on the
// engine's close, the caller's abort or the deadline, each as the engine error the routes map.
import { describe, expect, it } from 'vitest';
import { CallGuard, configuredPairsOr } from './engine-support.ts';

const never = () => new Promise<never>(() => undefined);

describe('CallGuard', () => {
  it('ends a call on close, on abort and at the deadline, and refuses calls after close', async () => {
    const guard = new CallGuard('DeepL');
    const pending = guard.run(60_000, undefined, never);
    guard.close();
    await expect(pending).rejects.toMatchObject({ code: 'ENGINE_CLOSED' });
    await expect(guard.run(60_000, undefined, async () => 1)).rejects.toMatchObject({ code: 'ENGINE_CLOSED' });

    const open = new CallGuard('DeepL');
    const controller = new AbortController();
    const aborted = open.run(60_000, controller.signal, never);
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'ABORTED' });
    await expect(open.run(200, undefined, never)).rejects.toMatchObject({ code: 'ENGINE_TIMEOUT', message: 'DeepL did not answer within 0.2 seconds' });
    expect(await open.run(1000, undefined, async (signal) => (signal.aborted ? 'no' : 'yes'))).toBe('yes');
  });

  it("passes the work's own errors through", async () => {
    const err = new Error('refused');
    await expect(new CallGuard('X').run(1000, undefined, () => Promise.reject(err))).rejects.toBe(err);
  });
});

describe('configuredPairsOr', () => {
  it('serves the configured languages that are enabled, or throws the failure without a list', () => {
    const languages = [{ id: 'enu' }, { id: 'esn' }, { id: 'fra', isDisabled: true }];
    expect(configuredPairsOr(languages, ['enu', 'esn', 'fra'], new Error('down')).map((p) => `${p.source}>${p.target}`)).toEqual(['enu>esn', 'esn>enu']);
    expect(() => configuredPairsOr(languages, null, new Error('down'))).toThrow('down');
  });
});
