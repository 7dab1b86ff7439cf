import { BRAND_NAME } from '../constants/brand.ts';
import { SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '../constants/business.ts';
import { formatReais } from '../rules/numbers.ts';
import { LISTING_MESSAGES } from '../rules/listing-status.ts';
import { formatDate } from '../rules/dates.ts';
import { OPTIONAL_NOTICE_NOTE } from './reviews.ts';
import { hello, type EmailText } from './text.ts';

/** Whether the profile is in search, as the listing rule reads it at the time of sending. */
export interface ListingReading {
  listed: boolean;
  message: string;
}

const NO_COMMISSION = 'Sem comissão: 100% do valor dos seus trabalhos fica com você.';

/** Whether the profile is in search is the listing rule's to say, never an e-mail's. */
const searchLine = (listing: ListingReading) => (listing.listed ? LISTING_MESSAGES.listed : listing.message);

export function trialStartedText(
  name: string,
  trialEndsAt: Date | null,
  listing: ListingReading,
  subscriptionUrl: string,
): EmailText {
  const end = formatDate(trialEndsAt);
  return {
    subject: `Seu teste grátis no ${BRAND_NAME} começou`,
    preheader: `Seu teste grátis vai até ${end}.`,
    greeting: hello(name),
    paragraphs: [
      `O teste grátis da sua assinatura do ${BRAND_NAME} começou agora que seu perfil entrou nas buscas, e vai até ${end}.`,
      `A primeira cobrança (${SUBSCRIPTION_PRICE_LABEL}) será feita em ${end}. Se não quiser continuar, cancele antes disso na página Assinatura: nada será cobrado.`,
      searchLine(listing),
    ],
    action: { label: 'Ver minha assinatura', url: subscriptionUrl },
    notes: [NO_COMMISSION],
  };
}

/** A day before the trial ends: the first charge is near, and how to stop it. */
export function trialEndingText(
  name: string,
  trialEndsAt: Date,
  cancelling: boolean,
  subscriptionUrl: string,
): EmailText {
  const end = formatDate(trialEndsAt);
  if (cancelling) {
    return {
      subject: `Seu teste grátis no ${BRAND_NAME} termina amanhã`,
      preheader: `Seu teste grátis termina em ${end} e a assinatura não será renovada.`,
      greeting: hello(name),
      paragraphs: [
        `Seu teste grátis no ${BRAND_NAME} termina em ${end}. Como você cancelou a assinatura, nada será cobrado e seu perfil sai das buscas nessa data.`,
        'Mudou de ideia? Retome a assinatura na página Assinatura antes do fim do teste e continue aparecendo para os clientes.',
      ],
      action: { label: 'Ver minha assinatura', url: subscriptionUrl },
      notes: [NO_COMMISSION],
    };
  }
  return {
    subject: `Seu teste grátis no ${BRAND_NAME} termina amanhã`,
    preheader: `A primeira cobrança (${SUBSCRIPTION_PRICE_LABEL}) será em ${end}.`,
    greeting: hello(name),
    paragraphs: [
      `Seu teste grátis no ${BRAND_NAME} termina em ${end}. Nessa data será feita a primeira cobrança da assinatura (${SUBSCRIPTION_PRICE_LABEL}), e seu perfil continua nas buscas sem interrupção.`,
      'Se não quiser continuar, cancele antes disso na página Assinatura: nada será cobrado.',
    ],
    action: { label: 'Ver minha assinatura', url: subscriptionUrl },
    notes: [NO_COMMISSION],
  };
}

/** What a receipt states: the amount, how it was paid, the period it pays for, and who received it. */
export interface Receipt {
  amountCents: number;
  /** 'Pix', 'Cartão de crédito'…; null when the provider did not say. */
  method: string | null;
  paidAt: Date;
  paidUntil: Date | null;
  company: { legalName: string; cnpj: string };
}

/** A payment of the plan arrived: the receipt, and whether the profile is in search. */
export function paymentReceivedText(
  name: string,
  receipt: Receipt,
  listing: ListingReading,
  subscriptionUrl: string,
): EmailText {
  const until = formatDate(receipt.paidUntil);
  const amount = formatReais(receipt.amountCents / 100);
  return {
    subject: `Recibo: pagamento da sua assinatura do ${BRAND_NAME}`,
    preheader: `Recebemos ${amount}. Assinatura ativa até ${until}.`,
    greeting: hello(name),
    paragraphs: [
      `Recebemos o pagamento da sua assinatura do ${BRAND_NAME}. Ela está ativa até ${until}.`,
      [
        `Valor: ${amount}`,
        `Forma de pagamento: ${receipt.method ?? 'informada pelo meio de pagamento'}`,
        `Período: ${formatDate(receipt.paidAt)} a ${until}`,
        `Recebido por: ${receipt.company.legalName}, CNPJ ${receipt.company.cnpj}`,
      ].join(' · '),
      searchLine(listing),
    ],
    action: { label: 'Ver minha assinatura', url: subscriptionUrl },
    notes: [
      'Guarde este e-mail como comprovante. As faturas e a troca da forma de pagamento ficam na página Assinatura.',
      NO_COMMISSION,
      OPTIONAL_NOTICE_NOTE,
    ],
  };
}

/**
 * A first subscription stored while the profile is not yet in search: nothing is charged today,
 * the trial starts with the first listing, and the first charge comes at its end.
 */
export function trialWaitingText(
  name: string,
  method: string | null,
  listing: ListingReading,
  subscriptionUrl: string,
): EmailText {
  return {
    subject: `Assinatura registrada no ${BRAND_NAME}: nada foi cobrado hoje`,
    preheader: `Seu teste grátis de ${TRIAL_DAYS} dias começa quando seu perfil entrar nas buscas.`,
    greeting: hello(name),
    paragraphs: [
      `Sua assinatura do ${BRAND_NAME} foi registrada${method ? ` (${method})` : ''} e nada foi cobrado hoje.`,
      `O teste grátis de ${TRIAL_DAYS} dias começa quando seu perfil entrar nas buscas. A primeira cobrança (${SUBSCRIPTION_PRICE_LABEL}) vem só no fim do teste, e avisaremos antes.`,
      searchLine(listing),
    ],
    action: { label: 'Ver minha assinatura', url: subscriptionUrl },
    notes: [NO_COMMISSION],
  };
}

export function paymentFailedText(name: string, subscriptionUrl: string): EmailText {
  return {
    subject: `Pagamento pendente na sua assinatura do ${BRAND_NAME}`,
    preheader: 'O último pagamento da sua assinatura não foi concluído.',
    greeting: hello(name),
    paragraphs: [
      `Não conseguimos receber o último pagamento da sua assinatura do ${BRAND_NAME} (${SUBSCRIPTION_PRICE_LABEL}).`,
      'Enquanto ele estiver pendente, seu perfil fica fora das buscas e não recebe contatos. Para resolver, abra a página Assinatura, escolha Gerenciar assinatura e confira ou troque a forma de pagamento.',
    ],
    action: { label: 'Regularizar pagamento', url: subscriptionUrl },
    notes: ['Se o pagamento já foi feito, ele pode levar alguns minutos para ser confirmado.'],
  };
}

export type DueMethod = 'pix' | 'boleto' | 'pix_automatico';

const METHOD_NAMES: Record<Exclude<DueMethod, 'pix_automatico'>, string> = { pix: 'Pix', boleto: 'boleto' };

/**
 * A charge is open: when it is due, how much, and where to pay it. Under a Pix Automático
 * authorization nothing is paid by hand: the bank debits it on the due date.
 */
export function paymentDueText(
  name: string,
  charge: { method: DueMethod; dueDate: Date; payUrl: string; graceDays: number },
): EmailText {
  const due = formatDate(charge.dueDate);
  if (charge.method === 'pix_automatico') {
    return {
      subject: `Sua assinatura do ${BRAND_NAME} será debitada em ${due}`,
      preheader: `${SUBSCRIPTION_PRICE_LABEL} pelo Pix Automático, em ${due}.`,
      greeting: hello(name),
      paragraphs: [
        `A cobrança da sua assinatura do ${BRAND_NAME} (${SUBSCRIPTION_PRICE_LABEL}) será debitada pelo Pix Automático em ${due}, da conta que você autorizou. Você não precisa fazer nada.`,
        'Deixe o valor disponível nessa conta até o dia do débito. Se ele não acontecer, seu perfil sai das buscas até o pagamento.',
      ],
      action: { label: 'Ver minha assinatura', url: charge.payUrl },
      notes: [
        'Para cancelar o Pix Automático, troque a forma de pagamento na página Assinatura ou cancele a autorização no app do seu banco.',
      ],
    };
  }
  const method = METHOD_NAMES[charge.method];
  return {
    subject: `Sua cobrança do ${BRAND_NAME} vence em ${due}`,
    preheader: `${SUBSCRIPTION_PRICE_LABEL} por ${method}, com vencimento em ${due}.`,
    greeting: hello(name),
    paragraphs: [
      `A cobrança da sua assinatura do ${BRAND_NAME} (${SUBSCRIPTION_PRICE_LABEL}) já está disponível para pagamento por ${method}, com vencimento em ${due}.`,
      charge.method === 'boleto'
        ? `O boleto pode levar até 3 dias úteis para ser compensado. Se ele não for pago, seu perfil sai das buscas ${charge.graceDays} dias úteis depois do vencimento.`
        : 'O Pix é confirmado na hora. Se a cobrança não for paga até o vencimento, seu perfil sai das buscas até o pagamento.',
    ],
    action: { label: charge.method === 'boleto' ? 'Ver o boleto' : 'Pagar com Pix', url: charge.payUrl },
    notes: [
      `Pague somente pelo link acima ou pela página Assinatura: o ${BRAND_NAME} nunca pede pagamento por outro canal.`,
    ],
  };
}

/** The profile left search: why, in the listing rule's own words, and where to fix it. */
export function listingPausedText(name: string, reason: string, dashboardUrl: string): EmailText {
  return {
    subject: `Seu perfil saiu das buscas do ${BRAND_NAME}`,
    preheader: 'Seu perfil não aparece mais nas buscas. Veja o motivo.',
    greeting: hello(name),
    paragraphs: [
      `Seu perfil no ${BRAND_NAME} não aparece mais nas buscas e, por enquanto, não recebe novos contatos.`,
      `Motivo: ${reason}`,
      'Assim que isso for resolvido, seu perfil volta às buscas automaticamente, com suas avaliações e seu portfólio.',
    ],
    action: { label: 'Abrir meu painel', url: dashboardUrl },
    notes: ['Se achar que isso é um engano, fale com o suporte.'],
  };
}
