// The page's default API client: base URL from configure(), the session's ID token, and the
// impersonation override of the session store.
import { getConfig } from '../config/config.ts';
import { getIdToken } from '../identity/identity.ts';
import { sessionStore } from '../session/session-store.ts';
import { createApiClient } from './api-client.ts';

/** The configured provider API client shared by the portal and every widget on the page. */
export const api = createApiClient({
  baseUrl: () => getConfig().apiBase,
  getToken: getIdToken,
  getOverrideUsername: () => sessionStore.getState().override?.username,
});
