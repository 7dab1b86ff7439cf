/** Shown wherever a professional has no photo (or it fails to load). */
export const DEFAULT_AVATAR = '/default-avatar.svg';
