import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useProtectedSubscription } from '../hooks/use-protected-subscription';

/** Where a page needs an active subscription, the area's dashboard explains why it was refused. */
export const SUBSCRIPTION_REQUIRED_STATE = { subscriptionRequired: true } as const;

/**
 * Guard for routes that require an active subscription: without one, back to the dashboard with
 * state `subscriptionRequired`. When the status cannot be read the page stays (the server still
 * refuses subscriber-only actions) and the hook reports repeated failures.
 */
export function RequireSubscription({ children }: { children?: ReactNode }) {
  const { data, isPending, isError } = useProtectedSubscription();
  if (isPending && !isError) {
    return (
      <div role="status" className="flex min-h-48 items-center justify-center gap-2 text-muted-foreground">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Carregando...
      </div>
    );
  }
  if (data && !data.is_active) return <Navigate to="/profissionais-area" replace state={SUBSCRIPTION_REQUIRED_STATE} />;
  return children ?? <Outlet />;
}
