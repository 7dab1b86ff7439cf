import { useEffect, useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { parseAuthRedirect } from '../utils/auth-redirect';
import type { EmailConfirmedState } from '../routes/email-confirmed-page';

/**
 * Wraps the home page: e-mail links land on the root and are sent on to the screen that
 * handles them (SPEC section 2, 'Auth redirect handling').
 */
export function AuthRedirectHandler() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname, hash, search } = location;
  const redirect = useMemo(() => (pathname === '/' ? parseAuthRedirect(hash, search) : null), [pathname, hash, search]);

  useEffect(() => {
    if (!redirect) return;
    if (redirect.kind === 'signup') {
      const state: EmailConfirmedState = { verified: true, token: redirect.token };
      void navigate('/email-confirmado', { replace: true, state });
    } else {
      void navigate('/redefinir-senha', {
        replace: true,
        state: { authRedirect: true, hash: redirect.hash, search: redirect.search },
      });
    }
  }, [redirect, navigate]);

  return redirect ? null : <Outlet />;
}
