import { Navigate, Outlet, useLocation } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useOwnProfile } from '@/lib/own-profile';
import { AreaLayout, AreaSpinner } from '../components/area-layout';
import { TermsUpdateDialog } from '../components/terms-update-dialog';
import { InstalledApp } from '../components/installed-app';

const INDEX_PATH = /^\/profissionais-area\/?$/;

/** The area's frame: sign-in check, the menu, and the blocked rule (the dashboard is the only page). */
export function Component() {
  const location = useLocation();
  const profile = useOwnProfile();
  // One address per page, so the menu's exact match on Painel holds.
  if (location.pathname.length > 1 && location.pathname.endsWith('/'))
    return <Navigate to={location.pathname.replace(/\/+$/, '') + location.search} replace />;
  if (profile.isPending) return <AreaSpinner />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && (profile.error.status === 401 || profile.error.status === 403)) {
      return <Navigate to="/profissional-login" replace state={{ from: location }} />;
    }
    return (
      <div className="container-page py-16 text-center">
        <p role="alert" className="text-lg font-semibold">
          {profile.error.message}
        </p>
      </div>
    );
  }
  // A blocked account sees the dashboard, with its notice, wherever it goes in the area.
  if (profile.data.is_blocked && !INDEX_PATH.test(location.pathname))
    return <Navigate to="/profissionais-area" replace />;
  return (
    <AreaLayout profile={profile.data}>
      <InstalledApp />
      <Outlet context={profile.data} />
      <TermsUpdateDialog />
    </AreaLayout>
  );
}
