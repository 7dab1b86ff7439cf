import { BRAND_NAME } from '../constants/brand.ts';
import { formatDayNumeric } from '../rules/calendar-day.ts';
import { reais } from '../rules/agreement.ts';
import type { AgreementParty } from '../schemas/agreement.ts';
import { hello, type EmailText } from './text.ts';

/** What the e-mails about an agreement say of it. */
export interface AgreementMailFacts {
  code: string;
  version: number;
  eventDate: string;
  priceCents: number;
  depositCents: number;
  /** The other side's name. */
  otherName: string;
}

const what = (f: AgreementMailFacts) =>
  `Acordo ${f.code} (versão ${f.version}): evento em ${formatDayNumeric(f.eventDate)}, valor combinado ${reais(f.priceCents)}${f.depositCents > 0 ? `, sinal ${reais(f.depositCents)}` : ''}.`;

const privateLink =
  'Este link é só seu: é por ele que o aceite fica registrado com o seu e-mail. Não o encaminhe a ninguém.';

/**
 * To each side when a version is proposed: the one who proposed it confirms it by the link, the
 * other reads and accepts it. Acceptance happens only through this link, which proves the address.
 */
export function agreementProposedText(
  name: string,
  f: AgreementMailFacts & { proposedByYou: boolean; change: boolean },
  url: string,
): EmailText {
  const verb = f.change ? 'uma alteração do acordo' : 'um acordo';
  return {
    subject: f.proposedByYou
      ? `Confirme ${f.change ? 'a alteração do' : 'o'} acordo ${f.code} no ${BRAND_NAME}`
      : `${f.otherName} propôs ${verb} no ${BRAND_NAME}`,
    preheader: f.proposedByYou
      ? 'Falta o seu aceite pelo link deste e-mail.'
      : 'Leia as condições e aceite pelo link deste e-mail.',
    greeting: hello(name),
    paragraphs: [
      f.proposedByYou
        ? `Você propôs ${verb} a ${f.otherName}. Abra-o e toque em 'Aceitar o acordo' para confirmar a sua parte: enviamos o mesmo a ${f.otherName}.`
        : `${f.otherName} propôs ${verb} para o seu evento. Leia data, local, o que está incluído, valores e o que acontece se alguém cancelar, e aceite se estiver tudo certo.`,
      what(f),
      ...(f.change
        ? ['Uma alteração é uma nova versão: os dois aceitam de novo, e o aceite anterior deixa de valer.']
        : []),
    ],
    action: { label: f.proposedByYou ? 'Confirmar o acordo' : 'Ler e aceitar o acordo', url },
    notes: [
      privateLink,
      `O ${BRAND_NAME} não recebe nem guarda dinheiro: o sinal vai por Pix direto ao profissional, pela chave escrita no acordo.`,
    ],
  };
}

/** To both sides when the second acceptance arrives: the agreement holds, with its PDF and, for the client, the deposit. */
export function agreementAcceptedText(
  name: string,
  f: AgreementMailFacts & { party: AgreementParty; depositByPix: boolean },
  url: string,
): EmailText {
  const deposit =
    f.depositCents === 0
      ? []
      : f.party === 'client'
        ? [
            f.depositByPix
              ? `O sinal de ${reais(f.depositCents)} se paga pelo Pix da página do acordo (QR Code ou copia e cola). Confira o nome do titular que o seu banco mostra antes de confirmar.`
              : `O profissional ainda não cadastrou uma chave Pix: combine com ${f.otherName} como pagar o sinal de ${reais(f.depositCents)}.`,
          ]
        : [
            `Quando o sinal de ${reais(f.depositCents)} aparecer no seu extrato, marque 'Recebi no extrato' na página do acordo. Não conte com foto de comprovante: ele pode ser de um Pix agendado ou falso.`,
          ];
  return {
    subject: `Acordo ${f.code} aceito pelos dois`,
    preheader: 'Baixe o PDF do acordo e guarde-o.',
    greeting: hello(name),
    paragraphs: [
      `Você e ${f.otherName} aceitaram o acordo. A data fica reservada na agenda do profissional.`,
      what(f),
      ...deposit,
      `Na página do acordo está o PDF, com o código e a impressão digital (SHA-256) do conteúdo. Qualquer pessoa pode conferir o PDF na página Verificar acordo do ${BRAND_NAME}.`,
    ],
    action: { label: 'Abrir o acordo', url },
    notes: [privateLink],
  };
}

/** To the client: the professional saw the deposit in their statement. */
export function depositReceivedText(name: string, f: AgreementMailFacts, url: string): EmailText {
  return {
    subject: `${f.otherName} confirmou o recebimento do sinal`,
    preheader: `Sinal de ${reais(f.depositCents)} do acordo ${f.code}.`,
    greeting: hello(name),
    paragraphs: [`${f.otherName} marcou que o sinal de ${reais(f.depositCents)} chegou ao extrato.`, what(f)],
    action: { label: 'Abrir o acordo', url },
    notes: [privateLink],
  };
}

/** What the e-mails of the event's days say of it: where, when, and what is still to pay. */
export interface AgreementDayFacts extends AgreementMailFacts {
  party: AgreementParty;
  startTime: string;
  /** The address, or null at a distance. */
  place: string | null;
  balanceCents: number;
  balanceDue: string;
}

const whereAndWhen = (f: AgreementDayFacts) =>
  `${formatDayNumeric(f.eventDate)}, às ${f.startTime} · ${f.place ?? 'a distância (online)'}`;
const balanceLine = (f: AgreementDayFacts) =>
  f.balanceCents > 0 ? [`Restante a pagar: ${reais(f.balanceCents)} (${f.balanceDue.toLowerCase()}).`] : [];

/** A week before: the checklist each side goes through with the other. */
export function agreementWeekBeforeText(name: string, f: AgreementDayFacts, url: string): EmailText {
  const checklist =
    f.party === 'client'
      ? `Combine com ${f.otherName} nesta semana: o endereço completo e como chegar, o horário de chegada para a montagem, o que precisa estar pronto no local (tomadas, espaço, o rider técnico), onde estacionar ou descarregar o equipamento e quem recebe no dia.`
      : `Combine com ${f.otherName} nesta semana: o endereço completo, o horário de chegada para a montagem, o seu rider técnico (equipamento, energia, espaço), onde estacionar ou descarregar e o contato de quem recebe no dia.`;
  return {
    subject: `Falta uma semana: ${formatDayNumeric(f.eventDate)} com ${f.otherName}`,
    preheader: 'Uma lista para nada faltar no dia.',
    greeting: hello(name),
    paragraphs: [whereAndWhen(f), checklist, ...balanceLine(f)],
    action: { label: 'Abrir o acordo', url },
    notes: ['Mudou algo? Proponha a alteração pela página do acordo: os dois aceitam a nova versão.', privateLink],
  };
}

/** The day before: the logistics in one glance. */
export function agreementDayBeforeText(name: string, f: AgreementDayFacts, url: string): EmailText {
  return {
    subject: `É amanhã: ${f.startTime} com ${f.otherName}`,
    preheader: whereAndWhen(f),
    greeting: hello(name),
    paragraphs: [
      whereAndWhen(f),
      f.party === 'client'
        ? `Deixe o local pronto para a chegada de ${f.otherName} e tenha à mão o contato de quem vai receber.`
        : 'Saia com folga para montar e passar o som antes do horário combinado.',
      ...balanceLine(f),
    ],
    action: { label: 'Abrir o acordo', url },
    notes: [privateLink],
  };
}

/** The day after: the client is asked for a review ('Contratado pelo Palco'); the professional is told it was asked. */
export function agreementDayAfterText(name: string, f: AgreementDayFacts, url: string): EmailText {
  const client = f.party === 'client';
  const day = formatDayNumeric(f.eventDate);
  return {
    subject: `Como foi com ${f.otherName}?`,
    preheader: client ? 'Sua avaliação ajuda quem procura e quem trabalha bem.' : 'Pedimos a avaliação ao cliente.',
    greeting: hello(name),
    paragraphs: client
      ? [
          `Esperamos que o evento de ${day} tenha sido como combinado.`,
          `Conte como foi: a sua avaliação de ${f.otherName} aparece no perfil com o selo “Contratado pelo Palco”, porque o acordo foi feito aqui.`,
        ]
      : [
          `Esperamos que o evento de ${day} tenha sido ótimo.`,
          `Pedimos a ${f.otherName} que avalie o seu trabalho. Avaliações de contratos feitos aqui levam o selo “Contratado pelo Palco” e pesam mais na nota do seu perfil.`,
        ],
    action: client ? { label: `Avaliar ${f.otherName}`, url } : { label: 'Abrir o acordo', url },
    notes: [client ? 'Algo deu errado? Responda a este e-mail ou denuncie pelo perfil do profissional.' : privateLink],
  };
}

/** To both when one side cancels: who, and what the chosen policy says happens now. */
export function agreementCancelledText(
  name: string,
  f: AgreementMailFacts & { byYou: boolean; outcome: string },
  url: string,
): EmailText {
  return {
    subject: `Acordo ${f.code} cancelado`,
    preheader: f.outcome,
    greeting: hello(name),
    paragraphs: [
      f.byYou ? `Você cancelou o acordo com ${f.otherName}.` : `${f.otherName} cancelou o acordo com você.`,
      what(f),
      `O que vale pela política escolhida: ${f.outcome}`,
    ],
    action: { label: 'Abrir o acordo', url },
    notes: [
      'A data volta a ficar livre na agenda do profissional. Devoluções de sinal são feitas por Pix entre vocês: o Palco Brasil não guarda dinheiro.',
      privateLink,
    ],
  };
}
