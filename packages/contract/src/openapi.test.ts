import { describe, expect, it } from 'vitest';
import { API_KEY_CALL_SCOPES, buildOpenApiDocument, calls } from './index.ts';
import { createAjv } from './test-ajv.ts';

const doc = buildOpenApiDocument({ serverUrl: 'https://localhost:3000/v1', version: '1.2.3' }) as any;

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document for the given server and version', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.version).toBe('1.2.3');
    expect(doc.servers).toEqual([{ url: 'https://localhost:3000/v1' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorBody.required).toEqual(['message']);
  });

  it('describes path and query parameters', () => {
    const op = doc.paths['/jobRequests/{jobRequestId}/files/{fileKey}/downloadUrl'].get;
    expect(op.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'jobRequestId', in: 'path', required: true }),
        expect.objectContaining({ name: 'fileKey', in: 'path', required: true }),
        expect.objectContaining({
          name: 'inline',
          in: 'query',
          required: false,
          schema: { type: 'boolean' },
        }),
      ]),
    );
    const languages = doc.paths['/languages'].get.parameters.map((p: any) => p.name);
    expect(languages).toContain('xl8DubbingIdExists');
  });

  it('has request bodies, and an optional one for the presigned post', () => {
    const rename = doc.paths['/jobRequests/{jobRequestId}/actions/renameJobRequest'].post.requestBody;
    expect(rename.required).toBe(true);
    expect(rename.content['application/json'].schema.required).toEqual(['newName']);
    const presign = doc.paths['/tempFiles/actions/createPresignedPost'].post.requestBody;
    expect(presign.required).toBe(false);
    expect(presign.content['application/json'].schema.type).toBe('object');
  });

  it('gives 204 no content and errors the error body', () => {
    const archive = doc.paths['/jobRequests/{jobRequestId}/actions/archive'].post.responses;
    expect(archive['204']).toEqual({ description: 'No Content' });
    expect(archive['404'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    const accept = doc.paths['/jobRequests/{jobRequestId}/actions/acceptQuote'].post.responses;
    expect(accept['409'].content['application/json'].schema.$ref).toBe('#/components/schemas/ErrorBody');
  });

  it('documents the impersonation header on calls made with a user token', () => {
    const ref = { $ref: '#/components/parameters/ImpersonateUsername' };
    expect(doc.components.parameters.ImpersonateUsername).toMatchObject({
      name: 'x-impersonate-username',
      in: 'header',
    });
    expect(doc.paths['/userAccount'].get.parameters).toContainEqual(ref);
    expect(doc.paths['/tradeCentric/punchout'].post.parameters ?? []).not.toContainEqual(ref);
  });

  it('requires the bearer token only where the call needs it', () => {
    expect(doc.paths['/userAccount'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/languages'].get.security).toEqual([{}, { bearerAuth: [] }, { apiKey: [] }]);
    expect(doc.paths['/tradeCentric/punchout/actions/initializeLogIn'].post.security).toEqual([]);
  });

  it('is plain JSON with no TypeBox markers, and its schemas compile', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toContain('~kind');
    expect(JSON.parse(text)).toEqual(doc);
    const ajv = createAjv();
    for (const item of Object.values(doc.paths) as any[]) {
      for (const op of Object.values(item) as any[]) {
        for (const response of Object.values(op.responses) as any[]) {
          const schema = response.content?.['application/json']?.schema;
          if (schema && !schema.$ref) expect(() => ajv.compile(schema)).not.toThrow();
        }
      }
    }
  });
});

describe('planned calls', () => {
  it('marks exactly the planned calls with x-lingua-status: planned', async () => {
    const { PLANNED_CALLS, calls } = await import('./index.ts');
    const marked = Object.values(doc.paths as Record<string, Record<string, any>>)
      .flatMap((item) => Object.values(item))
      .filter((op) => op['x-lingua-status'] === 'planned')
      .map((op) => op.operationId as string);
    expect(marked.sort()).toEqual([...PLANNED_CALLS].sort());
    for (const name of PLANNED_CALLS) expect(calls[name].operationId).toBe(name);
    expect(doc.paths['/languages'].get['x-lingua-status']).toBeUndefined();
  });

  it('marks a call planned with the extension and a description saying so', async () => {
    const { calls, operationFor, PLANNED_CALLS } = await import('./index.ts');
    const set = PLANNED_CALLS as Set<string>;
    set.add('getDubbingVoices');
    try {
      const op = operationFor(calls.getDubbingVoices) as Record<string, unknown>;
      expect(op['x-lingua-status']).toBe('planned');
      expect(op['description']).toMatch(/^Planned: /);
    } finally {
      set.delete('getDubbingVoices');
    }
  });
});

describe('API keys in the document', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'https://portal.example/v1', version: '1.0.0' }) as any;

  it('describes the key scheme and names the scope each call needs; calls a key may not make offer none', () => {
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', description: expect.stringContaining('requests:read') });
    expect(doc.paths['/jobRequests'].get.security).toEqual([{ bearerAuth: [] }, { apiKey: ['requests:read'] }]);
    expect(doc.paths['/jobRequests'].post.security).toEqual([{ bearerAuth: [] }, { apiKey: ['requests:write'] }]);
    expect(doc.paths['/machineTranslation/actions/translateText'].post.security).toEqual([{ bearerAuth: [] }, { apiKey: ['machine-translation'] }]);
    expect(doc.paths['/reports'].get.security).toEqual([{ bearerAuth: [] }, { apiKey: ['reports'] }]);
    expect(doc.paths['/apiKeys'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/identity/changePassword'].post.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names only calls that exist', () => {
    for (const name of Object.keys(API_KEY_CALL_SCOPES)) expect(Object.keys(calls)).toContain(name);
  });
});
