import type { serviceSchema } from '@app/domain/schemas/professional';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { camelCased } from '../../lib/camel-case.ts';
import { DomainError } from '../../lib/errors.ts';
import { packagesOf, toService } from '../professionals/professional-read.ts';
import * as repo from './me.repository.ts';
import { ME_MESSAGES, type Owner } from './me.service.ts';

/** The professional's packages ('Serviços'): listed, added, changed and removed. */

type ServiceData = z.output<typeof serviceSchema>;

export async function listOwnServices(deps: AppDeps, owner: Owner) {
  return { items: await packagesOf(deps, owner.professionalId) };
}

export async function createService(deps: AppDeps, owner: Owner, input: ServiceData) {
  return toService(await repo.insertService(deps.db, owner.professionalId, camelCased(input)));
}

export async function updateService(deps: AppDeps, owner: Owner, id: string, input: ServiceData) {
  const row = await repo.updateService(deps.db, owner.professionalId, id, camelCased(input));
  if (!row) throw new DomainError('not_found', ME_MESSAGES.serviceNotFound);
  return toService(row);
}

export async function deleteService(deps: AppDeps, owner: Owner, id: string) {
  if (!(await repo.deleteService(deps.db, owner.professionalId, id)))
    throw new DomainError('not_found', ME_MESSAGES.serviceNotFound);
}
