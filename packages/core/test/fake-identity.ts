// An IdentityClient double for tests: records calls and returns canned claims.
import type { IdentityClient, IdentityResult } from '../src/identity/identity-client.ts';
import type { IdTokenClaims } from '../src/session/session-store.ts';

export const adminClaims: IdTokenClaims = {
  username: 'ada',
  email: 'ada@example.com',
  given_name: 'Ada',
  family_name: 'Lovelace',
  groups: ['ADMIN'],
  is_federated: false,
  external_groups: '',
};

/** A client user (role CLIENT) of Acme: what the client-facing elements need. */
export const clientClaims: IdTokenClaims = {
  username: 'client@acme-health.example',
  email: 'client@acme-health.example',
  given_name: 'Alice',
  family_name: 'Client',
  groups: ['CLIENT'],
  is_federated: false,
  external_groups: '',
};

export class FakeIdentity implements IdentityClient {
  calls: string[] = [];
  redirectStartPage: string | null = null;
  claims: IdTokenClaims | null = null;
  redirectResult: IdentityResult | null = null;
  async initialize() {
    this.calls.push('initialize');
  }
  async handleRedirect() {
    this.calls.push('handleRedirect');
    return this.redirectResult;
  }
  currentClaims() {
    return this.claims;
  }
  async loginRedirect(startPage: string) {
    this.calls.push('loginRedirect');
    this.redirectStartPage = startPage;
  }
  async loginPopup() {
    this.calls.push('loginPopup');
    this.claims = adminClaims;
    return { idToken: 'popup-token', claims: adminClaims };
  }
  async logoutRedirect() {
    this.calls.push('logoutRedirect');
  }
  async clearLocal() {
    this.calls.push('clearLocal');
    this.claims = null;
  }
  async acquireIdToken(forceRefresh: boolean) {
    this.calls.push(forceRefresh ? 'refresh' : 'silent');
    return { idToken: 'id-token', claims: this.claims ?? {} };
  }
}
