// The identity area's public surface: the Fastify plugins app.ts registers and the helpers other modules use.
export { identityProvider, OIDC_PATH, OIDC_SCOPES, OIDC_CLAIMS, ACCOUNT_ADMIN_SCOPE, embeddedIssuer, registeredRedirectUris } from './provider.ts';
export { bearerAuth } from './bearer.ts';
export { passwordProblem } from './account-service.ts';
export { IMPERSONATION_HEADER, AUDIT_IMPERSONATE } from './impersonation.ts';
export { endSessionsOf, setAccountEnabled, disableMfa, isMfaEnabled, toPrincipal, findAccountByUsername, FEDERATED_ROLE } from './accounts.ts';
export { hashPassword, verifyPassword } from './passwords.ts';
export { requireUser, requireRole, type Principal } from './principal.ts';
export { popupBridge, POPUP_BRIDGE_PATH, POPUP_BRIDGE_MESSAGE } from './popup-bridge.ts';
