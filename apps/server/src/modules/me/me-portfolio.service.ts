import { UPLOAD_CACHE_SECONDS } from '@app/domain/constants/business';
import { PORTFOLIO_MESSAGES } from '@app/domain/schemas/professional';
import type { portfolioItemSchema } from '@app/domain/schemas/professional';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { camelCased } from '../../lib/camel-case.ts';
import { DomainError } from '../../lib/errors.ts';
import { inspectAudio } from '../../lib/audio.ts';
import { portfolioOf, toPortfolioItem } from '../professionals/professional-read.ts';
import * as repo from './me.repository.ts';
import { ME_MESSAGES, type Owner } from './me.service.ts';
import { deleteQuietly } from './stored-files.ts';

/** The professional's portfolio: links to players, and audio files uploaded here. */

type PortfolioData = z.output<typeof portfolioItemSchema>;

export async function listOwnPortfolio(deps: AppDeps, owner: Owner) {
  return { items: await portfolioOf(deps, owner.professionalId) };
}

/** An address this professional's own upload got: only such files are deleted with their item. */
const isOwnUpload = (owner: Owner, url: string) => url.includes(`portfolio-audio/${owner.professionalId}-`);

export async function createPortfolioItem(deps: AppDeps, owner: Owner, input: PortfolioData) {
  return toPortfolioItem(await repo.insertPortfolioItem(deps.db, owner.professionalId, camelCased(input)));
}

/** An uploaded audio file: checked by its content, stored like photos, its length read from it. */
export async function createAudioItem(
  deps: AppDeps,
  owner: Owner,
  fields: { title: string; description: string },
  file: Buffer,
) {
  const audio = await inspectAudio(file);
  const key = `portfolio-audio/${owner.professionalId}-${deps.clock.now().getTime()}.${audio.ext}`;
  const stored = await deps.storage.put(key, file, {
    contentType: audio.contentType,
    cacheSeconds: UPLOAD_CACHE_SECONDS,
    overwrite: false,
  });
  try {
    const row = await repo.insertPortfolioItem(deps.db, owner.professionalId, {
      title: fields.title,
      description: fields.description,
      url: stored.url,
      contentType: 'audio',
      durationSeconds: audio.durationSeconds,
    });
    return toPortfolioItem(row);
  } catch (err) {
    await deleteQuietly(deps, stored.url);
    throw err;
  }
}

/**
 * An uploaded file's address may only stay as it is (it cannot point at another file); when the
 * item moves to a link, the file goes and so does its duration.
 */
export async function updatePortfolioItem(deps: AppDeps, owner: Owner, id: string, input: PortfolioData) {
  const current = await repo.findPortfolioUrl(deps.db, owner.professionalId, id);
  if (!current) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  const keepsFile = input.url === current.url;
  if (!keepsFile && !/^https?:\/\//i.test(input.url)) throw new DomainError('invalid_request', PORTFOLIO_MESSAGES.url);
  const row = await repo.updatePortfolioItem(deps.db, owner.professionalId, id, {
    ...camelCased(input),
    contentType: keepsFile && current.durationSeconds !== null ? 'audio' : input.content_type,
    durationSeconds: keepsFile ? current.durationSeconds : null,
  });
  if (!row) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  if (!keepsFile && isOwnUpload(owner, current.url)) await deleteQuietly(deps, current.url);
  return toPortfolioItem(row);
}

export async function deletePortfolioItem(deps: AppDeps, owner: Owner, id: string) {
  const removed = await repo.deletePortfolioItem(deps.db, owner.professionalId, id);
  if (!removed) throw new DomainError('not_found', ME_MESSAGES.portfolioNotFound);
  if (isOwnUpload(owner, removed.url)) await deleteQuietly(deps, removed.url);
}
