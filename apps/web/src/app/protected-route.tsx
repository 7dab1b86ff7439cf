import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { accountExit, leaveAfterAccountEnds, useSession } from '@/lib/session';
import { Spinner } from '@/features/auth/components/spinner';

/**
 * Routes that need a signed-in user: while the session loads a spinner shows; without a user the
 * visitor goes to log-in, which returns to the origin afterwards.
 */
export function ProtectedRoute() {
  const location = useLocation();
  const session = useSession();
  const user = session.data?.user;
  // Signed in again: a way out left by an account that ended no longer applies.
  useEffect(() => {
    if (user) leaveAfterAccountEnds(null);
  }, [user]);

  if (session.isPending) return <Spinner label="Carregando..." />;
  if (!session.data?.user) {
    const exit = accountExit();
    if (exit) return <Navigate to={exit} replace />;
    const { pathname, search, hash } = location;
    return <Navigate to="/profissional-login" replace state={{ from: { pathname, search, hash } }} />;
  }
  return <Outlet />;
}
