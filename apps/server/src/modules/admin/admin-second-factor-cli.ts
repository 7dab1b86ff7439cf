/**
 * `npm run admin:second-factor-reset [-- --email admin@exemplo.com]`
 * Removes an administrator's second factor (a lost phone and recovery codes) and ends all of their
 * sessions: at the next log-in they set up the authenticator app again. Audited.
 */
import { parseArgs } from 'node:util';
import { ADMIN_MESSAGES } from '@app/domain/schemas/admin';
import { DomainError } from '../../lib/errors.ts';
import { resetSecondFactor } from '../auth/second-factor.service.ts';
import { runAdminCommand } from './admin-cli.ts';
import { findUserByEmail } from './admin.repository.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } }, strict: true });

await runAdminCommand(async (deps, prompt) => {
  const email = values.email ?? (await prompt.ask('E-mail do administrador: '));
  const user = await findUserByEmail(deps.db, email.trim());
  if (!user || user.role !== 'admin') throw new DomainError('not_found', ADMIN_MESSAGES.adminNotFound);
  await resetSecondFactor(deps, user.id);
  console.log(
    `Segundo fator removido para ${user.name} <${user.email}>; as sessões abertas foram encerradas. No próximo login em /admin/login, configure o aplicativo autenticador de novo.`,
  );
  return true;
});
