/**
 * `npm run admin:password [-- --email admin@exemplo.com --password "Nova@Senha1"]`
 * Sets a new password for an administrator who lost theirs and ends all of their sessions; asks
 * for what the flags leave out. Only for administrators: professionals use the recovery e-mail.
 */
import { parseArgs } from 'node:util';
import { adminPasswordResetSchema } from '@app/domain/schemas/admin';
import { printIssues, runAdminCommand } from './admin-cli.ts';
import { resetAdminPasswordFromCli } from './admin.service.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});

await runAdminCommand(async (deps, prompt) => {
  const parsed = adminPasswordResetSchema.safeParse({
    email: values.email ?? (await prompt.ask('E-mail do administrador: ')),
    password: values.password ?? (await prompt.ask('Nova senha: ', true)),
  });
  if (!parsed.success) {
    printIssues(parsed.error.issues);
    return false;
  }
  const admin = await resetAdminPasswordFromCli(deps, parsed.data);
  console.log(
    `Senha redefinida para ${admin.name} <${admin.email}>; as sessões abertas foram encerradas. Entre em /admin/login.`,
  );
  return true;
});
