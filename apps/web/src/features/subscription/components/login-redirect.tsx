import { Navigate, useLocation } from 'react-router';

/** Signed-out visitors go to the professional login, which brings them back here afterwards. */
export function LoginRedirect() {
  const location = useLocation();
  return <Navigate to="/profissional-login" replace state={{ from: location }} />;
}
