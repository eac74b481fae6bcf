// The project-system dashboard card (spec 2 §2 "a link fetched from the project system (an authUrl)", §7
// "Project-system link: GET to the external project system → authUrl"). The link is asked for at the click,
// because such a link usually signs the user in and expires soon.

/** Fetches the authUrl from the project system's endpoint; rejects when there is no usable one. */
export async function fetchAuthUrl(endpoint: string): Promise<string> {
  // The project system's own session (its cookies) says who is asking; the portal's token is not its to see.
  const response = await fetch(endpoint, { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${endpoint}: ${response.status}`);
  const { authUrl } = (await response.json()) as { authUrl?: unknown };
  if (typeof authUrl !== 'string' || !/^https?:\/\//i.test(authUrl)) throw new Error(`${endpoint}: no authUrl`);
  return authUrl;
}

/**
 * Opens the project system's dashboard in a new tab. The tab is opened during the click (a tab opened after an
 * await is blocked as a popup) and sent to the authUrl once it is known; on failure it is closed and `onError`
 * runs.
 */
export async function openAuthUrl(endpoint: string, onError: (error: unknown) => void): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const authUrl = await fetchAuthUrl(endpoint);
    if (!tab) {
      window.open(authUrl, '_blank', 'noopener');
      return;
    }
    // The dashboard must not reach back into the portal through window.opener.
    tab.opener = null;
    tab.location.href = authUrl;
  } catch (error) {
    tab?.close();
    onError(error);
  }
}
