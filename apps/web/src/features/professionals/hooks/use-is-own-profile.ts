import { useSession } from '@/lib/session';

/** Whether the signed-in professional is looking at their own public profile. */
export function useIsOwnProfile(professionalId: string | undefined): boolean {
  const session = useSession();
  const own = session.data?.user?.professional_id;
  return Boolean(professionalId && own && own === professionalId);
}
