import type { FastifyBaseLogger } from 'fastify';
import {
  PROFILE_PHOTO_CARD_PX,
  PROFILE_PHOTO_MAX_INPUT_PIXELS,
  PROFILE_PHOTO_MAX_PX,
  PROFILE_PHOTO_QUALITY,
  UPLOAD_CACHE_SECONDS,
} from '@app/domain/constants/business';
import type { AppDeps } from '../../deps.ts';
import { reencodeImage, resizeImage } from '../../lib/images.ts';
import * as repo from './me.repository.ts';
import { ME_MESSAGES, type Owner } from './me.service.ts';
import { deleteQuietly } from './stored-files.ts';

/** The profile photo, stored as webp with a card-sized copy beside it. */

export async function uploadPhoto(deps: AppDeps, owner: Owner, input: Buffer) {
  const webp = await reencodeImage(input, {
    accept: ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff'],
    unsupportedMessage: ME_MESSAGES.photoType,
    maxInputPixels: PROFILE_PHOTO_MAX_INPUT_PIXELS,
    tooManyPixelsMessage: ME_MESSAGES.photoPixels,
    maxSide: PROFILE_PHOTO_MAX_PX,
    quality: PROFILE_PHOTO_QUALITY,
  });
  const small = await resizeImage(webp, PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_QUALITY);
  const previous = await repo.findImages(deps.db, owner.professionalId);
  const key = `profile-images/${owner.professionalId}-${deps.clock.now().getTime()}.webp`;
  const options = { contentType: 'image/webp', cacheSeconds: UPLOAD_CACHE_SECONDS, overwrite: true };
  const full = await deps.storage.put(key, webp, options);
  const card = await deps.storage.put(cardKey(key), small, options);
  await repo.setImage(deps.db, owner.professionalId, { full: full.url, small: card.url });
  for (const url of previous) if (url !== full.url && url !== card.url) await deleteQuietly(deps, url);
  return { image: full.url };
}

export async function removePhoto(deps: AppDeps, owner: Owner) {
  const previous = await repo.findImages(deps.db, owner.professionalId);
  await repo.setImage(deps.db, owner.professionalId, null);
  for (const url of previous) await deleteQuietly(deps, url);
  return { image: null };
}

/** The card's copy of a stored photo: beside it, its name marked. */
const cardKey = (key: string) => key.replace(/(\.webp)?$/, '-card.webp');

/** How many professionals one read of the backfill takes. */
const CARD_PHOTO_BATCH = 50;

/**
 * Writes the card-sized copy of the photos stored before cards had one. A photo this storage did not
 * issue, or whose file is gone or unreadable, is left as it is: its card shows the full photo. Stops
 * when `budgetMs` is spent; the rest waits for the next pass.
 */
export async function backfillCardPhotos(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  budgetMs = 1000,
): Promise<{ written: number; finished: boolean }> {
  const started = performance.now();
  let after: string | null = null;
  let written = 0;
  for (;;) {
    const rows = await repo.photosWithoutCard(deps.db, after, CARD_PHOTO_BATCH);
    for (const row of rows) {
      if (performance.now() - started >= budgetMs) return { written, finished: false };
      after = row.id;
      const key = row.image === null ? null : deps.storage.keyOf(row.image);
      if (row.image === null || key === null) continue;
      try {
        const original = await deps.storage.read(key);
        if (!original) continue;
        const small = await resizeImage(original, PROFILE_PHOTO_CARD_PX, PROFILE_PHOTO_QUALITY);
        const stored = await deps.storage.put(cardKey(key), small, {
          contentType: 'image/webp',
          cacheSeconds: UPLOAD_CACHE_SECONDS,
          overwrite: true,
        });
        if (await repo.setCardImage(deps.db, row.id, row.image, stored.url)) written += 1;
        // The photo changed while its copy was made (the new one came with its own): this copy is
        // nobody's, unless another server wrote the same one first.
        else if (!(await repo.findImages(deps.db, row.id)).includes(stored.url)) await deleteQuietly(deps, stored.url);
      } catch (err) {
        log.warn({ err, professionalId: row.id }, 'card photo not written; the card shows the full photo');
      }
    }
    if (rows.length < CARD_PHOTO_BATCH) return { written, finished: true };
  }
}
