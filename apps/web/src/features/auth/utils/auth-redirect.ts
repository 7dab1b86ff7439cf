/**
 * The e-mail links land on the app's root (SPEC section 2, 'Auth redirect handling'):
 * - a hash with type=signup (and the link's tokens) confirms the e-mail → /email-confirmado;
 * - a hash with type=recovery, or a query with type=recovery or a token → /redefinir-senha.
 */
type AuthRedirect =
  { kind: 'signup'; token: string | null } | { kind: 'recovery'; hash: string; search: string } | null;

const params = (s: string) => new URLSearchParams(s.replace(/^[#?]/, ''));

export function parseAuthRedirect(hash: string, search: string): AuthRedirect {
  const h = params(hash);
  const q = params(search);
  if (h.get('type') === 'signup' && (h.has('token') || h.has('access_token'))) {
    return { kind: 'signup', token: h.get('token') };
  }
  if (h.get('type') === 'recovery' || q.get('type') === 'recovery' || q.has('token') || q.has('token_hash')) {
    return { kind: 'recovery', hash, search };
  }
  return null;
}
