import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { maskPixKey, ownPixKeySchema, pixKeyInputSchema, type OwnPixKey } from '@app/domain/schemas/pix-key';
import type { AppDeps } from '../../deps.ts';
import { readPixKey, writePixKey } from './me.repository.ts';
import { doc, ownChange, owner } from './me-route-parts.ts';

const ownOut = (row: Awaited<ReturnType<typeof readPixKey>>): OwnPixKey => ({
  pix_key:
    row?.pixKeyKind && row.pixKey && row.pixHolderName
      ? {
          kind: row.pixKeyKind,
          key: row.pixKey,
          masked: maskPixKey(row.pixKeyKind, row.pixKey),
          holder_name: row.pixHolderName,
        }
      : null,
});

/** The professional's Pix key as they read it (the data export holds it too). */
export const readOwnPixKey = async (deps: AppDeps, professionalId: string) =>
  ownOut(await readPixKey(deps.db, professionalId)).pix_key;

/** The professional's Pix key for deposits: read, set (validated by its kind) or removed. */
const mePixRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/me/pix-key',
    { schema: doc('Minha chave Pix para sinais', { response: { 200: ownPixKeySchema } }) },
    async (req) => ownOut(await readPixKey(deps.db, owner(req).professionalId)),
  );
  app.put(
    '/me/pix-key',
    ownChange('Cadastrar ou trocar a chave Pix para sinais (CPF, CNPJ, celular, e-mail ou chave aleatória)', {
      body: pixKeyInputSchema,
      response: { 200: ownPixKeySchema },
    }),
    async (req) => {
      const { professionalId } = owner(req);
      await writePixKey(deps.db, professionalId, {
        pixKeyKind: req.body.kind,
        pixKey: req.body.key,
        pixHolderName: req.body.holder_name,
      });
      return ownOut(await readPixKey(deps.db, professionalId));
    },
  );
  app.delete('/me/pix-key', ownChange('Remover a chave Pix', { response: { 200: ownPixKeySchema } }), async (req) => {
    const { professionalId } = owner(req);
    await writePixKey(deps.db, professionalId, { pixKeyKind: null, pixKey: null, pixHolderName: null });
    return ownOut(null);
  });
};

export default mePixRoutes;
