/** SPEC section 9, redirect timers of the account screens. */
export const EMAIL_CONFIRMED_SUCCESS_MS = 1_500;
export const EMAIL_CONFIRMED_REDIRECT_MS = 2_000;
export const INVALID_LINK_REDIRECT_MS = 3_000;
export const PASSWORD_UPDATED_REDIRECT_MS = 2_000;
