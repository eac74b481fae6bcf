// The steps sign-up's stepper shows, shared by the stepper (a lazy part) and the placeholder the first screen
// shows in its place until it has loaded (decision 087).

/** The steps, by their text key under account.signUp.steps. */
export const SIGN_UP_STEPS = ['userInfo', 'address', 'company', 'customFields'] as const;

/** The steps' icon size in px. */
export const STEP_ICON_SIZE = 28;
