import { useOutletContext } from 'react-router';
import type { OwnProfile } from '@app/domain/schemas/api/me';

/** The signed-in professional's profile, loaded once by the area's frame. */
export function useAreaProfile(): OwnProfile {
  return useOutletContext<OwnProfile>();
}
