import type { AppDeps } from '../../deps.ts';

/**
 * A stored file nothing points at any more (a replaced photo, a removed audio item): the answer
 * already holds, so a file left behind is only wasted space.
 */
export async function deleteQuietly(deps: AppDeps, url: string) {
  try {
    await deps.storage.deleteByUrl(url);
  } catch {
    // Nothing the user can act on.
  }
}
