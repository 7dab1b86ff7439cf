/**
 * The version of the terms of use and privacy policy in force. Change it whenever either text
 * changes in substance: every signed-in professional who accepted an older version is asked, once,
 * to accept the new one.
 */
export const TERMS_VERSION = '2026-11-29';
export const TERMS_UPDATED_LABEL = '29 de novembro de 2026';

export const TERMS_PATH = '/termos';
export const PRIVACY_PATH = '/privacidade';

/** What the person types to confirm that the account is to be deleted. */
export const DELETE_CONFIRMATION_WORD = 'EXCLUIR';
