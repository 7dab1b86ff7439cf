import PDFDocument from 'pdfkit';
import { BRAND_NAME } from '@app/domain/constants/brand';
import { agreementSections } from '@app/domain/rules/agreement';
import type { AgreementContent } from '@app/domain/schemas/agreement';
import { formatDateTime } from '@app/domain/rules/dates';

/** What the PDF of one version prints: the agreement, its digest, and the acceptances recorded so far. */
export interface AgreementPdfInput {
  code: string;
  version: number;
  content: AgreementContent;
  sha256: string;
  createdAt: Date;
  acceptances: { party: string; at: Date; email: string }[];
  verifyUrl: string;
}

const INK = '#1c1433';
const MUTED = '#6b6480';
const BRAND = '#5b21b6';

/**
 * The agreement as a PDF (pdfkit, its built-in Helvetica, which prints Portuguese). The same input
 * always gives the same bytes (the creation date is the version's), so that the SHA-256 of a PDF
 * handed out twice is one record for /acordos/verificar.
 */
export function agreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: `Acordo ${input.code} (versão ${input.version})`,
        Author: BRAND_NAME,
        Subject: `SHA-256 ${input.sha256}`,
        Keywords: input.code,
        CreationDate: input.createdAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(20).text(BRAND_NAME);
    doc.moveDown(0.2).fillColor(INK).fontSize(14).text(`Acordo ${input.code} · versão ${input.version}`);
    doc
      .moveDown(0.2)
      .fillColor(MUTED)
      .font('Helvetica')
      .fontSize(9)
      .text(`Proposto em ${formatDateTime(input.createdAt)}`);
    for (const section of agreementSections(input.content, input.code, input.version).slice(1)) {
      doc.moveDown(0.9).fillColor(BRAND).font('Helvetica-Bold').fontSize(11).text(section.title);
      doc.moveDown(0.2).fillColor(INK).font('Helvetica').fontSize(10.5);
      for (const line of section.lines) doc.text(line, { paragraphGap: 3 });
    }
    doc.moveDown(0.9).fillColor(BRAND).font('Helvetica-Bold').fontSize(11).text('Aceites');
    doc.moveDown(0.2).fillColor(INK).font('Helvetica').fontSize(10.5);
    if (!input.acceptances.length) doc.text('Esta versão ainda não foi aceita.');
    for (const a of input.acceptances)
      doc.text(`${a.party}: aceito em ${formatDateTime(a.at)} pelo link enviado a ${a.email}`);

    doc.moveDown(1.2).fillColor(MUTED).fontSize(8.5);
    doc.text(`SHA-256 do conteúdo: ${input.sha256}`);
    doc.text(`Confira este documento em ${input.verifyUrl} com o código ${input.code} ou enviando este PDF.`);
    doc.text(
      `O ${BRAND_NAME} registra o acordo e os aceites; não recebe nem guarda pagamentos. O sinal é pago por Pix direto ao profissional.`,
    );
    doc.end();
  });
}
