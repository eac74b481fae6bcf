// The home cards' example sites of the development server (issue: a new user never saw the three cards): set
// by default only with the demo data and developer pages on, served then, and never in production.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers.ts';
import { loadConfig } from '../../config/config.ts';

describe('home cards on the development server', () => {
  it('point at the development examples with demo data and developer pages on, and at nothing in production', () => {
    const dev = loadConfig({ PUBLIC_URL: 'https://localhost:8443' });
    expect(dev.externalLinks).toEqual({
      invoices: 'https://localhost:8443/dev/examples/invoices',
      interpretingService: 'https://localhost:8443/dev/examples/interpreting',
      projectSystemLink: 'https://localhost:8443/dev/examples/project-system/link',
    });
    expect(loadConfig({ NODE_ENV: 'production' }).externalLinks).toEqual({});
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).externalLinks).toEqual({});
    // A configured site wins over the example.
    expect(loadConfig({ INVOICES_URL: 'https://billing.example/' }).externalLinks.invoices).toBe('https://billing.example/');
  });

  describe('served', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ config: { seedDemoData: true, devPages: true } });
    });
    afterAll(() => t.close());

    it('answers the project system link with the authUrl the card opens, and the pages it leads to', async () => {
      const link = await t.app.inject({ method: 'GET', url: '/dev/examples/project-system/link' });
      expect(link.statusCode).toBe(200);
      expect(link.json()).toEqual({ authUrl: 'https://portal.test/dev/examples/project-system' });
      for (const [url, title] of [['/dev/examples/project-system', 'Project system dashboard'], ['/dev/examples/project-system/link/projects/50300', 'Project 50300'], ['/dev/examples/invoices', 'Invoices'], ['/dev/examples/interpreting', 'Book an interpreter']]) {
        const res = await t.app.inject({ method: 'GET', url: url! });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain(`<h1>${title}</h1>`);
      }
    });
  });

  describe('not served', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ config: { seedDemoData: false, devPages: true } });
    });
    afterAll(() => t.close());

    it('without the demo data', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/dev/examples/invoices' })).statusCode).toBe(404);
    });
  });
});
