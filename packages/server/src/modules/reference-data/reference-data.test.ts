import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';

describe('reference data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: 'reference' });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists languages by name with their engine ids', async () => {
    const res = await get('/v1/languages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('max-age');
    const list = res.json() as Array<{ id: string; name: string; azureId: string | null; direction: string }>;
    expect(list.length).toBeGreaterThan(30);
    expect(list.map((l) => l.name)).toEqual([...list.map((l) => l.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list.find((l) => l.id === 'enu')).toMatchObject({ name: 'English', azureId: 'en', direction: 'ltr' });
    expect(list.find((l) => l.id === 'ara')).toMatchObject({ direction: 'rtl' });
  });

  it('filters languages by engine-id existence flags', async () => {
    const all = (await get('/v1/languages')).json() as Array<{ id: string; xl8DubbingId: string | null; azureId: string | null }>;
    const dubbing = (await get('/v1/languages?xl8DubbingIdExists=true')).json() as typeof all;
    expect(dubbing.length).toBeGreaterThan(0);
    expect(dubbing.length).toBeLessThan(all.length);
    expect(dubbing.every((l) => l.xl8DubbingId !== null)).toBe(true);
    const noDubbing = (await get('/v1/languages?xl8DubbingIdExists=false')).json() as typeof all;
    expect(noDubbing.every((l) => l.xl8DubbingId === null)).toBe(true);
    expect(dubbing.length + noDubbing.length).toBe(all.length);
    const both = (await get('/v1/languages?azureIdExists=true&xl8SyncIdExists=true')).json() as typeof all;
    expect(both.every((l) => l.azureId !== null)).toBe(true);
  });

  it('rejects a flag that is not a boolean, naming it', async () => {
    const res = await get('/v1/languages?azureIdExists=maybe');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^azureIdExists /);
  });

  it('lists LLTS languages', async () => {
    const res = await get('/v1/lltsLanguages');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ id: 'spa', name: 'Spanish' });
  });

  it('lists countries including the default country 227, United States', async () => {
    const res = await get('/v1/countries');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; name: string }>;
    expect(list).toContainEqual({ id: 227, name: 'United States' });
    expect(list.length).toBeGreaterThan(50);
  });

  it('lists provinces with their country', async () => {
    const res = await get('/v1/provinces');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{ id: number; name: string; countryId: number }>;
    expect(list.filter((p) => p.countryId === 227)).toHaveLength(51);
    expect(list).toContainEqual(expect.objectContaining({ name: 'Ontario' }));
    expect(list.find((p) => p.name === 'Texas')).toMatchObject({ countryId: 227 });
  });
});
