import { describe, expect, it } from 'vitest';
import { calls, toFastifyPath, toFastifyRoute, type CallDefinition } from './index.ts';

describe('toFastifyRoute', () => {
  it('converts {param} to :param', () => {
    expect(toFastifyPath('/jobRequests/{jobRequestId}/files/{fileKey}/downloadUrl')).toBe(
      '/jobRequests/:jobRequestId/files/:fileKey/downloadUrl',
    );
    expect(toFastifyRoute(calls.getJobRequest).url).toBe('/jobRequests/:jobRequestId');
    expect(toFastifyRoute(calls.getIndentitySettings).url).toBe(
      '/userAccount/organizationClientContacts/:clientContactId/indentitySettings',
    );
    expect(toFastifyRoute(calls.getLanguages).url).toBe('/languages');
  });

  it('carries the schemas and documentation of the call', () => {
    const route = toFastifyRoute(calls.getFileDownloadUrl);
    expect(route.method).toBe('GET');
    expect(route.schema.params).toBe(calls.getFileDownloadUrl.params);
    expect(route.schema.querystring).toBe(calls.getFileDownloadUrl.querystring);
    expect(route.schema.body).toBeUndefined();
    expect(route.schema.response[200]).toBe(calls.getFileDownloadUrl.response[200]);
    expect(route.schema.response[404]).toBe(calls.getFileDownloadUrl.response[404]);
    expect(route.schema.operationId).toBe('getFileDownloadUrl');
    expect(route.schema.tags).toEqual(['jobRequests']);
    expect(route.schema.summary).toBe(calls.getFileDownloadUrl.summary);
    expect(route.config).toEqual({ operationId: 'getFileDownloadUrl', auth: 'required' });
  });

  it('omits absent parts instead of setting them to undefined (Fastify warns on explicit undefined)', () => {
    const route = toFastifyRoute(calls.getCountries);
    expect(Object.keys(route.schema)).not.toContain('params');
    expect(Object.keys(route.schema)).not.toContain('querystring');
    expect(Object.keys(route.schema)).not.toContain('body');
  });

  it('leaves no {param} in any route url and keeps urls unique per method', () => {
    const seen = new Set<string>();
    for (const call of Object.values(calls) as CallDefinition[]) {
      const route = toFastifyRoute(call);
      expect(route.url).not.toMatch(/[{}]/);
      const k = `${route.method} ${route.url}`;
      expect(seen.has(k)).toBe(false);
      seen.add(k);
    }
  });

  it('uses one parameter name per position, as Fastify’s router requires', () => {
    const names = new Map<string, string>();
    for (const call of Object.values(calls) as CallDefinition[]) {
      const segments = toFastifyRoute(call).url.split('/');
      segments.forEach((segment, i) => {
        if (!segment.startsWith(':')) return;
        const prefix = segments.slice(0, i).join('/');
        const known = names.get(prefix);
        if (known !== undefined) expect({ prefix, name: segment }).toEqual({ prefix, name: known });
        names.set(prefix, segment);
      });
    }
  });
});
