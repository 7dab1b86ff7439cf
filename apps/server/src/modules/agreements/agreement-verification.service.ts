import { shortPersonName } from '@app/domain/rules/agreement';
import { AGREEMENT_MESSAGES } from '@app/domain/schemas/agreement';
import type { AgreementVerification } from '@app/domain/schemas/agreement';
import type { AppDeps } from '../../deps.ts';
import { iso } from '../../lib/iso.ts';
import { sha256Hex } from '../../lib/tokens.ts';
import * as repo from './agreements.repository.ts';
import { contentOfRow, opened, pdfOf } from './agreement-parts.ts';

/** An agreement's PDF, and /acordos/verificar: a code or a file checked against the record. */

/** The PDF of the version in force, as it stands (acceptances included); its bytes' SHA-256 is recorded for verification. */
export async function agreementPdfOf(deps: AppDeps, token: string): Promise<{ filename: string; pdf: Buffer }> {
  const { agreement } = await opened(deps, token);
  return pdfOf(deps, agreement);
}

async function verificationOf(
  deps: AppDeps,
  agreement: repo.AgreementRow,
  version: number,
  message: string,
): Promise<AgreementVerification> {
  const row = await repo.versionOf(deps.db, agreement.id, version);
  if (!row) return { found: false, message: AGREEMENT_MESSAGES.notFound, agreement: null };
  const content = contentOfRow(row);
  return {
    found: true,
    message,
    agreement: {
      code: agreement.code,
      version,
      current_version: agreement.currentVersion,
      professional: content.professional.name,
      client: shortPersonName(content.client.name),
      event_date: content.terms.event_date,
      sha256: row.contentSha256,
      client_accepted_at: row.clientAcceptedAt ? iso(row.clientAcceptedAt) : null,
      professional_accepted_at: row.professionalAcceptedAt ? iso(row.professionalAcceptedAt) : null,
    },
  };
}

const replacedNote = (version: number, current: number) =>
  version === current ? '' : ` Atenção: esta é a versão ${version}; a versão em vigor é a ${current}.`;

/** /acordos/verificar by code: the version in force as recorded. */
export async function verifyCode(deps: AppDeps, code: string): Promise<AgreementVerification> {
  const agreement = await repo.byCode(deps.db, code);
  if (!agreement)
    return {
      found: false,
      message: `Nenhum acordo com o código ${code} foi registrado no Palco Brasil.`,
      agreement: null,
    };
  return verificationOf(
    deps,
    agreement,
    agreement.currentVersion,
    `O acordo ${code} está registrado. Compare o SHA-256 abaixo com o impresso no PDF: se forem iguais, o conteúdo é o registrado.`,
  );
}

/** /acordos/verificar by file: the PDF's bytes must be exactly those of a PDF the product handed out. */
export async function verifyPdf(deps: AppDeps, file: Buffer): Promise<AgreementVerification> {
  const document = await repo.documentBySha(deps.db, sha256Hex(file));
  const code = document && (await repo.codeById(deps.db, document.agreementId));
  const agreement = code ? await repo.byCode(deps.db, code) : null;
  if (!document || !agreement)
    return {
      found: false,
      message:
        'Este arquivo não corresponde a nenhum PDF de acordo emitido pelo Palco Brasil: ou não é nosso, ou foi alterado depois de baixado. Peça à outra parte o PDF original ou confira pelo código.',
      agreement: null,
    };
  return verificationOf(
    deps,
    agreement,
    document.version,
    `Este PDF é autêntico: foi emitido pelo Palco Brasil para o acordo ${agreement.code}, versão ${document.version}, e não foi alterado.${replacedNote(document.version, agreement.currentVersion)}`,
  );
}
