/**
 * `npm run admin:create [-- --name "Nome" --email admin@exemplo.com --password "Senha@Forte1"]`
 * Creates the first administrator from the command line; asks for what the flags leave out.
 * Refuses when an administrator already exists (the same rule as /admin/setup), unless
 * `--another` asks for one more: whoever runs this already controls the server.
 */
import { parseArgs } from 'node:util';
import { adminCreateSchema } from '@app/domain/schemas/admin';
import { printIssues, runAdminCommand } from './admin-cli.ts';
import { createAdminFromCli, setupStatus } from './admin.service.ts';

const { values } = parseArgs({
  options: {
    name: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    another: { type: 'boolean' },
  },
  strict: true,
});

await runAdminCommand(async (deps, prompt) => {
  const another = Boolean(values.another);
  if (!another && (await setupStatus(deps)).admin_exists) {
    console.error(
      'Já existe um administrador. Nada foi alterado; entre em /admin/login, ou use --another para criar mais um.',
    );
    return false;
  }
  const parsed = adminCreateSchema.safeParse({
    name: values.name ?? (await prompt.ask('Nome: ')),
    email: values.email ?? (await prompt.ask('E-mail: ')),
    password: values.password ?? (await prompt.ask('Senha: ', true)),
  });
  if (!parsed.success) {
    printIssues(parsed.error.issues);
    return false;
  }
  const admin = await createAdminFromCli(deps, parsed.data, { another });
  console.log(`Administrador criado: ${admin.name} <${admin.email}>. Entre em /admin/login.`);
  return true;
});
