// The words and paths of the embedded provider's sign-in steps, shared by the steps (sign-in-flow.ts), the
// account service and the provider's set-up.
export const MSG_WRONG_CREDENTIALS = 'Incorrect username or password.';
export const MSG_DISABLED = 'Your account is disabled.';
export const MSG_INVALID_CODE = 'Invalid code. Please try again or wait for the code to change.';
export const MSG_UNCONFIRMED = 'Please confirm your e-mail address first.';
export const OIDC_INTERACTION_PATH = '/oidc/interaction';
/** Authorization request parameter carrying the one-time token of initializeLogIn (with login_hint = username). */
export const LOGIN_TOKEN_PARAM = 'lingua_login_token';
/** Spec 3 §8, word for word (two spaces). */
export const MSG_PUNCHOUT_SIGN_IN_FAILED = 'Unable to sign in.  Please try again later.';
export const MSG_EXPIRED = 'Your sign-in request has expired. Please start again from the portal.';
