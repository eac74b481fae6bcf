// The words and paths of the embedded provider's sign-in steps, shared by the steps (sign-in-flow.ts), the
// account service and the provider's set-up. A message travels as its English text (an API error's message stays
// English, its code is what the browser reads); a page says it in its own language (decision 190).
import en from '../texts/en.ts';
import type { Texts } from '../texts/index.ts';

export const MSG_WRONG_CREDENTIALS = en.signIn.wrongCredentials;
export const MSG_DISABLED = en.signIn.disabled;
export const MSG_INVALID_CODE = en.signIn.invalidCode;
export const MSG_UNCONFIRMED = en.signIn.unconfirmed;
export const OIDC_INTERACTION_PATH = '/oidc/interaction';
/** Authorization request parameter carrying the one-time token of initializeLogIn (with login_hint = username). */
export const LOGIN_TOKEN_PARAM = 'lingua_login_token';
/** Spec 3 §8, word for word (two spaces). */
export const MSG_PUNCHOUT_SIGN_IN_FAILED = en.signIn.punchoutFailed;
export const MSG_EXPIRED = en.signIn.expired;

const SIGN_IN_KEYS = new Map(Object.entries(en.signIn).map(([key, text]) => [text, key as keyof typeof en.signIn]));

/** A sign-in message (one of the catalogue's English texts) in the page's language; any other text as it is. */
export function inPageLanguage(message: string, texts: Texts): string {
  const key = SIGN_IN_KEYS.get(message);
  return key ? texts.t(`signIn.${key}`) : message;
}
