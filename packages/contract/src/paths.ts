// Request-side helpers shared by the browser client and tests.

// Spec 1 §4 and spec 3 §7: while an impersonation override exists, every API call carries a header with the
// override username. The spec does not name the header; core and server already agree on this name.
export const IMPERSONATION_HEADER = 'x-impersonate-username';

/**
 * Fills an OpenAPI-style path with URL-encoded parameter values (spec 3 §7: fileKey is URL-encoded), e.g.
 * fillPath('/jobRequests/{jobRequestId}', { jobRequestId: 'a b' }) → '/jobRequests/a%20b'.
 */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
