import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { agreementCode, agreementDigestText, suggestedDepositCents } from '@app/domain/rules/agreement';
import { addDays, brazilDay } from '@app/domain/rules/calendar-day';
import type { AgreementContent } from '@app/domain/schemas/agreement';
import { recomputeRating } from '../../modules/professionals/professional-read.ts';
import { refreshResponseTimesOf } from '../../modules/requests/requests.service.ts';
import type { Database } from '../client.ts';
import * as t from '../schema.ts';
import type { DemoProfessional } from './demo-data.ts';
import { sha256Hex } from '../../lib/tokens.ts';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** The demo's clients: people who asked for quotes, some of whom hired and reviewed. */
const CLIENTS = [
  ['Mariana Costa', 'Voz e violão na cerimônia e no coquetel, cerca de 120 convidados.'],
  ['Rafael Nogueira', 'Preciso de alguém para o aniversário de 40 anos da minha esposa, umas 3 horas.'],
  ['Juliana Prado', 'Gravação de uma música autoral, tenho a guia em voz e violão.'],
  ['Thiago Martins', 'Confraternização da empresa no fim do ano, 80 pessoas.'],
  ['Camila Ferreira', 'Formatura da turma de Direito, festa depois da colação.'],
  ['Bruno Carvalho', 'Jingle de 30 segundos para a padaria do bairro.'],
] as const;

const HIRED_COMMENTS = [
  'Contratamos pelo pedido de orçamento e foi tudo como combinado: pontual, atencioso e o resultado ficou lindo.',
  'Respondeu rápido, cumpriu o combinado e ainda ajudou a ajustar o roteiro. Recomendo!',
  'Profissional sério, o orçamento bateu com o que foi entregue. Voltaria a contratar.',
];

interface Seeded {
  professionalId: string;
  index: number;
  demo: DemoProfessional;
}

/** The agreement both sides accepted before a demo deal, as the 'Acordo' screens would have recorded it. */
async function seedDemoAgreement(
  tx: Database,
  deal: {
    recipientId: string;
    professionalId: string;
    demo: DemoProfessional;
    clientName: string;
    clientEmail: string;
    professionalEmail: string;
    eventDate: string;
    priceCents: number;
    included: string;
    proposedAt: Date;
  },
) {
  const { demo } = deal;
  const content: AgreementContent = {
    professional: { name: demo.name, city: demo.city ?? null, state: demo.state ?? null },
    client: { name: deal.clientName },
    terms: {
      event_date: deal.eventDate,
      start_time: '20:00',
      remote: !demo.city,
      place: demo.city ? `Salão de festas, ${demo.city}` : null,
      included: deal.included,
      price_cents: deal.priceCents,
      deposit_cents: suggestedDepositCents(deal.priceCents),
      balance_due: 'no-dia',
      cancellation: 'moderada',
      rescheduling: 'uma-vez',
    },
    pix: null,
  };
  // The same code on every fresh demo: derived from the deal, not drawn.
  const code = agreementCode(createHash('sha256').update(`demo-agreement-${deal.recipientId}`).digest());
  const accepted = new Date(deal.proposedAt.getTime() + 3 * 60 * MINUTE);
  const [agreement] = await tx
    .insert(t.agreements)
    .values({
      code,
      recipientId: deal.recipientId,
      professionalId: deal.professionalId,
      clientName: deal.clientName,
      clientEmail: deal.clientEmail,
      acceptedAt: accepted,
      depositReceivedAt: new Date(accepted.getTime() + DAY),
      createdAt: deal.proposedAt,
      updatedAt: accepted,
    })
    .returning({ id: t.agreements.id });
  await tx.insert(t.agreementVersions).values({
    agreementId: agreement!.id,
    version: 1,
    content,
    contentSha256: sha256Hex(agreementDigestText(content, code, 1)),
    proposedBy: 'professional',
    createdAt: deal.proposedAt,
    clientAcceptedAt: accepted,
    clientAcceptedEmail: deal.clientEmail,
    professionalAcceptedAt: deal.proposedAt,
    professionalAcceptedEmail: deal.professionalEmail,
  });
}

/**
 * Past quote requests for the demo professionals, answered as real ones are (most with a quote,
 * within hours; some declined), some ending in a deal both sides confirmed and a review from it: so
 * that 'Responde em até …', 'N contratações confirmadas' and 'Contratado pelo Palco' show on demo
 * cards and profiles, each deal with the agreement both sides accepted before it. Everything within
 * the window the response time reads (90 days).
 */
export async function seedDemoRequests(
  tx: Database,
  seeded: readonly Seeded[],
  now: Date,
  emailOf: (demo: DemoProfessional) => string,
) {
  const today = brazilDay(now);
  const answered: string[] = [];
  for (const { professionalId, index, demo } of seeded) {
    // Suspended professionals receive no requests; a few others are new and have none yet.
    if (demo.suspended || index % 6 === 5) continue;
    const count = 3 + (index % 3);
    const deals = index % 3 === 0 ? 2 : index % 3 === 1 ? 1 : 0;
    const firstPackage = demo.services[0];
    let dealsMade = 0;
    for (let k = 0; k < count; k++) {
      const [clientName, description] = CLIENTS[(index + k) % CLIENTS.length]!;
      const confirmedAt = new Date(now.getTime() - (12 + k * 13 + (index % 7)) * DAY);
      const eventDate = addDays(brazilDay(confirmedAt), 10 + ((index + k) % 9));
      // From half an hour to a working day, different for each professional.
      const answeredAt = new Date(confirmedAt.getTime() + (25 + ((index * 53 + k * 97) % 600)) * MINUTE);
      const declined = k === count - 1 && index % 4 === 2;
      const deal = !declined && dealsMade < deals && eventDate < today;
      const clientEmail = `${clientName.toLowerCase().replace(/\s+/g, '.')}.${index}${k}@exemplo.com.br`
        .normalize('NFD')
        .replace(/\p{M}/gu, '');
      const [request] = await tx
        .insert(t.quoteRequests)
        .values({
          token: `demo-${index}-${k}-${professionalId.slice(0, 8)}`,
          clientName,
          clientEmail,
          occasion: demo.occasions[k % Math.max(1, demo.occasions.length)] ?? null,
          eventDate,
          city: demo.city ? `${demo.city}` : null,
          online: !demo.city,
          package: firstPackage?.title ?? null,
          description,
          budget: null,
          createdAt: new Date(confirmedAt.getTime() - 5 * MINUTE),
          confirmedAt,
          dealAskedAt: deal ? new Date(`${addDays(eventDate, 1)}T12:00:00Z`) : null,
        })
        .returning({ id: t.quoteRequests.id });
      const priceReais = Math.max(150, Math.round((demo.minPrice ?? 300) * (1 + ((index + k) % 4) * 0.5)));
      const included = firstPackage
        ? `${firstPackage.title}: ${firstPackage.description}`
        : 'O serviço como descrito no pedido.';
      const dealAt = new Date(`${addDays(eventDate, 1)}T15:00:00Z`);
      const [recipient] = await tx
        .insert(t.quoteRequestRecipients)
        .values({
          requestId: request!.id,
          professionalId,
          status: declined ? 'declined' : 'quoted',
          answeredAt,
          ...(declined
            ? { declineReason: 'Data indisponível' }
            : {
                quotePriceCents: priceReais * 100,
                quoteIncluded: included,
                quoteValidUntil: addDays(brazilDay(answeredAt), 7),
                quoteConditions: 'Sinal de 30% para reservar a data; o restante no dia.',
              }),
          ...(deal
            ? {
                clientDeal: true,
                clientDealAt: dealAt,
                professionalDeal: true,
                professionalDealAt: dealAt,
                dealConfirmedAt: dealAt,
                dealAskedAt: dealAt,
              }
            : {}),
        })
        .returning({ id: t.quoteRequestRecipients.id });
      if (!deal) continue;
      dealsMade += 1;
      await seedDemoAgreement(tx, {
        recipientId: recipient!.id,
        professionalId,
        demo,
        clientName,
        clientEmail,
        professionalEmail: emailOf(demo),
        eventDate,
        priceCents: priceReais * 100,
        included,
        proposedAt: new Date(answeredAt.getTime() + DAY),
      });
      // The first deal of each was reviewed by its client: the review carries 'Contratado pelo Palco'.
      if (dealsMade === 1)
        await tx.insert(t.reviews).values({
          professionalId,
          userName: clientName,
          userEmail: `${clientName.toLowerCase().replace(/\s+/g, '.')}.contratou.${index}@exemplo.com.br`
            .normalize('NFD')
            .replace(/\p{M}/gu, ''),
          rating: 5,
          comment: HIRED_COMMENTS[index % HIRED_COMMENTS.length]!,
          projectUrl: null,
          isApproved: true,
          hired: true,
          dealId: recipient!.id,
          confirmedAt: dealAt,
          moderatedAt: dealAt,
          createdAt: new Date(dealAt.getTime() + DAY),
        });
    }
    if (dealsMade)
      await tx.update(t.professionals).set({ dealsCount: dealsMade }).where(eq(t.professionals.id, professionalId));
    await recomputeRating(tx, professionalId);
    answered.push(professionalId);
  }
  await refreshResponseTimesOf(tx, answered, now);
}
