// Spec 2 §2: the external link's clientId is base64 and URL-encoded. Returns null for anything that does not
// decode, so the page shows the invalid-link message instead of calling the API with garbage.
export function decodeClientId(encoded: string | undefined): string | null {
  if (!encoded) return null;
  try {
    const base64 = decodeURIComponent(encoded).replace(/-/g, '+').replace(/_/g, '/');
    const decoded = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return /^[\w-]+$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** The inverse, for building links (tests and the server's documentation). */
export const encodeClientId = (clientId: string): string => encodeURIComponent(btoa(clientId));
