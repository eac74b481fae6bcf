// Where the popup sign-in keeps an element's session (localStorage: shared by every element and tab of the
// site). Apart from the popup client so a page can tell "nobody signed in" without loading the client.

/** The localStorage key of the popup session of `clientId` at `authority`. */
export function popupSessionKey(clientId: string, authority: string): string {
  return `lingua.session:${clientId}@${authority}`;
}

/** True when a popup session is stored under `key` (storage that cannot be read holds none). */
export function hasPopupSession(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
