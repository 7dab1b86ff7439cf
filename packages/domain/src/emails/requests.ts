import { BRAND_NAME } from '../constants/brand.ts';
import { REQUEST_ANSWER_DUE_MS, REQUEST_CONFIRMATION_TTL_MS } from '../constants/requests.ts';
import { formatDate } from '../rules/dates.ts';
import { durationText } from '../rules/duration-text.ts';
import { formatDayNumeric } from '../rules/calendar-day.ts';
import { formatServicePrice } from '../rules/price.ts';
import { briefLines } from '../rules/request-message.ts';
import type { QuoteAnswer, RequestBrief } from '../schemas/api/requests.ts';
import { hello, type EmailText } from './text.ts';

/** A brief's lines as an e-mail reads them (without WhatsApp's asterisks). */
const plainBrief = (brief: RequestBrief) => briefLines(brief).map((line) => line.replace(/\*/g, ''));
const professionals = (count: number) => (count === 1 ? '1 profissional' : `${count} profissionais`);

/** To the client: the link that proves the address, sends the request and opens its page of answers. */
export function requestConfirmationText(name: string, count: number, url: string): EmailText {
  return {
    subject: `Confirme seu pedido de orçamento no ${BRAND_NAME}`,
    preheader: `Falta só confirmar para que ${professionals(count)} recebam seu pedido.`,
    greeting: hello(name),
    paragraphs: [
      `Recebemos seu pedido de orçamento para ${professionals(count)} no ${BRAND_NAME}.`,
      'Confirme que foi você quem o enviou: só então os profissionais o recebem. O mesmo botão abre a página onde as respostas aparecem, lado a lado.',
    ],
    action: { label: 'Confirmar e ver respostas', url },
    notes: [
      `Este link vale por ${durationText(REQUEST_CONFIRMATION_TTL_MS)} para a confirmação; depois de confirmado, guarde este e-mail para voltar à página das respostas.`,
      `O pedido é gratuito, e o ${BRAND_NAME} não cobra nada de você. Se você não fez este pedido, ignore esta mensagem.`,
    ],
  };
}

/** One of a client's requests, as the e-mail that sends its link again names it. */
export interface RequestLink {
  /** When it was made. */
  createdAt: Date;
  occasion: string | null;
  recipients: number;
  /** Sent to the professionals (the link opens the answers), or still waiting for the confirmation. */
  confirmed: boolean;
  url: string;
}

const requestLinkLine = (link: RequestLink) =>
  [
    `Pedido de ${formatDate(link.createdAt)}`,
    link.occasion ?? 'Sem ocasião',
    professionals(link.recipients),
    link.confirmed ? null : 'ainda não confirmado',
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * To a client who asked for them (typing the e-mail on the site): the link of each request made
 * with this address, newest first, the newest as the button. Nothing is sent when there is none.
 */
export function requestLinksText(name: string, links: readonly [RequestLink, ...RequestLink[]]): EmailText {
  const [newest, ...older] = links;
  return {
    subject: `Seus pedidos de orçamento no ${BRAND_NAME}`,
    preheader: 'Os links para voltar às respostas dos profissionais.',
    greeting: hello(name),
    paragraphs: [
      links.length === 1
        ? 'Você pediu de novo o link do seu pedido de orçamento. O botão abre a página onde as respostas aparecem, lado a lado.'
        : `Você pediu de novo os links dos seus pedidos de orçamento. O botão abre o mais recente (${requestLinkLine(newest)}); os outros vêm logo depois dele.`,
    ],
    action: { label: newest.confirmed ? 'Ver respostas' : 'Confirmar e ver respostas', url: newest.url },
    notes: [
      ...older.map((link) => `${requestLinkLine(link)}: ${link.url}`),
      'Guarde este e-mail: os links continuam valendo. Um pedido ainda não confirmado precisa ser confirmado pelo link para que os profissionais o recebam.',
      `Se você não pediu estes links, ignore esta mensagem: ninguém além de você os recebe.`,
    ],
  };
}

/** To each professional, once the client confirmed: the brief, and where to answer. */
export function newRequestText(
  name: string,
  request: { clientName: string; brief: RequestBrief; recipients: number },
  url: string,
): EmailText {
  return {
    subject: `Novo pedido de orçamento no ${BRAND_NAME}`,
    preheader: `${request.clientName} pediu um orçamento a você.`,
    greeting: hello(name),
    paragraphs: [
      `${request.clientName} pediu um orçamento a você${request.recipients > 1 ? ` e a mais ${professionals(request.recipients - 1)}` : ''} pelo ${BRAND_NAME}.`,
      [...plainBrief(request.brief), `Sobre o pedido: ${request.brief.description.replace(/\s+/g, ' ').trim()}`].join(
        '\n',
      ),
      `Responda em Pedidos, no seu painel: envie seu orçamento (valor, o que está incluído e as condições) ou recuse em poucos toques. Pedidos sem resposta em ${durationText(REQUEST_ANSWER_DUE_MS)} aparecem assim para o cliente.`,
    ],
    action: { label: 'Responder ao pedido', url },
    notes: ['Receber e responder pedidos não custa nada além da sua assinatura.'],
  };
}

/**
 * To a professional who has not answered a request 4 and 24 hours after it arrived (a notice of the
 * kind 'new_requests', which the professional may turn off).
 */
export function requestReminderText(
  name: string,
  request: { clientName: string; brief: RequestBrief; hours: number },
  url: string,
): EmailText {
  return {
    subject: `Pedido de orçamento sem resposta há ${request.hours} horas`,
    preheader: `${request.clientName} ainda espera sua resposta.`,
    greeting: hello(name),
    paragraphs: [
      `${request.clientName} pediu um orçamento a você há ${request.hours} horas pelo ${BRAND_NAME} e ainda espera sua resposta.`,
      plainBrief(request.brief).join('\n'),
      `Envie seu orçamento ou recuse em poucos toques: quem responde logo fecha mais. Pedidos sem resposta em ${durationText(REQUEST_ANSWER_DUE_MS)} aparecem assim para o cliente.`,
    ],
    action: { label: 'Responder ao pedido', url },
    notes: ['Você pode desligar estes lembretes em Configurações, no seu painel.'],
  };
}

/** A professional's answer, as the e-mail to the client gives it: the quote, or why not. */
export type RequestAnswer =
  | { professionalName: string; quote: QuoteAnswer }
  | { professionalName: string; decline: { reason: string; text: string | null } };

/** The quote's lines as the e-mail reads them: the price, what it includes, until when, the conditions. */
function quoteLines(quote: QuoteAnswer): string {
  return [
    `Valor do orçamento: ${formatServicePrice(quote.price_cents / 100, false)}`,
    `Incluído: ${quote.included.replace(/\s+/g, ' ').trim()}`,
    ...(quote.conditions ? [`Condições: ${quote.conditions.replace(/\s+/g, ' ').trim()}`] : []),
    `Válido até: ${formatDayNumeric(quote.valid_until)}`,
  ].join('\n');
}

/** To the client: a professional answered on the page of answers, with the quote or the reason. */
export function requestAnsweredText(name: string, answer: RequestAnswer, url: string): EmailText {
  if ('quote' in answer) {
    return {
      subject: `${answer.professionalName} enviou um orçamento de ${formatServicePrice(answer.quote.price_cents / 100, false)} pelo ${BRAND_NAME}`,
      preheader: 'Compare as respostas na página do seu pedido.',
      greeting: hello(name),
      paragraphs: [
        `${answer.professionalName} respondeu ao seu pedido no ${BRAND_NAME} com um orçamento:`,
        quoteLines(answer.quote),
        'Na página do seu pedido, as respostas aparecem lado a lado. Quando escolher, fale com o profissional no WhatsApp: a mensagem já vai com o pedido e o orçamento.',
      ],
      action: { label: 'Ver respostas', url },
      notes: [
        `Combine tudo por escrito, não pague sinal acima do combinado e nunca pague a terceiros. O ${BRAND_NAME} nunca pede pagamento pelo pedido.`,
      ],
    };
  }
  const { reason, text } = answer.decline;
  return {
    subject: `${answer.professionalName} respondeu ao seu pedido no ${BRAND_NAME}`,
    preheader: `${answer.professionalName} não poderá atender desta vez: ${reason.toLowerCase()}.`,
    greeting: hello(name),
    paragraphs: [
      `${answer.professionalName} não poderá atender ao seu pedido desta vez.`,
      `Motivo: ${reason}${text ? ` (${text.replace(/\s+/g, ' ').trim()})` : ''}`,
      'Na página do seu pedido, veja as respostas dos outros profissionais.',
    ],
    action: { label: 'Ver respostas', url },
    notes: [`O ${BRAND_NAME} nunca pede pagamento pelo pedido.`],
  };
}

const names = (list: string[]) =>
  list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} e ${list.at(-1)}`;

/**
 * To the client, once: after the event (or a while after the quotes, without a date), or as soon as
 * a professional says the deal was closed. A deal counts only with both sides' yes.
 */
export function dealQuestionClientText(
  name: string,
  ask: { quoted: string[]; saidYes: string | null },
  url: string,
): EmailText {
  return {
    subject: ask.saidYes
      ? `${ask.saidYes} disse que vocês fecharam negócio pelo ${BRAND_NAME}`
      : `Fechou negócio com alguém do ${BRAND_NAME}?`,
    preheader: 'Confirme em um toque e avalie o trabalho.',
    greeting: hello(name),
    paragraphs: [
      ask.saidYes
        ? `${ask.saidYes} marcou no ${BRAND_NAME} que vocês fecharam negócio pelo seu pedido de orçamento. Foi isso mesmo?`
        : `Você recebeu orçamentos de ${names(ask.quoted)} pelo ${BRAND_NAME}. Fechou negócio com alguém?`,
      'Responda em “Fechou negócio?” na página do seu pedido. Quando os dois lados confirmam, o negócio fica registrado no perfil do profissional e você pode avaliar o trabalho com o selo “Contratado pelo Palco”.',
    ],
    action: { label: 'Responder', url },
    notes: ['Ninguém fica sabendo de um “não”, e nenhum valor é pedido.'],
  };
}

/** To the professional, once: after the event (or a while after the quote), or as soon as the client says yes. */
export function dealQuestionProfessionalText(
  name: string,
  ask: { clientName: string; brief: RequestBrief; clientSaidYes: boolean },
  url: string,
): EmailText {
  return {
    subject: ask.clientSaidYes
      ? `${ask.clientName} disse que fechou negócio com você pelo ${BRAND_NAME}`
      : `Fechou negócio com ${ask.clientName} pelo ${BRAND_NAME}?`,
    preheader: 'Confirme em Pedidos: o negócio conta no seu perfil.',
    greeting: hello(name),
    paragraphs: [
      ask.clientSaidYes
        ? `${ask.clientName} marcou no ${BRAND_NAME} que fechou negócio com você pelo orçamento que você enviou. Foi isso mesmo?`
        : `Você enviou um orçamento a ${ask.clientName} pelo ${BRAND_NAME}. Fecharam negócio?`,
      plainBrief(ask.brief).join('\n'),
      'Responda em “Fechou negócio?”, em Pedidos. Quando os dois lados confirmam, o negócio aparece no seu perfil como contratação confirmada, e a avaliação do cliente leva o selo “Contratado pelo Palco”.',
    ],
    action: { label: 'Responder em Pedidos', url },
    notes: ['Só conta o negócio que o cliente também confirmar.'],
  };
}
