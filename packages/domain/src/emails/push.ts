import { BRAND_NAME } from '../constants/brand.ts';
import { occasionLabel } from '../constants/occasions.ts';
import { formatDayNumeric } from '../rules/calendar-day.ts';
import type { RequestBrief } from '../schemas/api/requests.ts';
import type { PushNotice } from '../schemas/notifications.ts';

/**
 * The texts of the push notifications. A phone shows them on its lock screen, so they carry no more
 * than the professional already sees in the area: the occasion and its day, the client's first name.
 */

const REQUESTS_PAGE = '/profissionais-area/pedidos';

/** 'Casamento em 09/01', 'Aniversário', 'Pedido sem data'. */
export function briefHeadline(brief: Pick<RequestBrief, 'occasion' | 'event_date'>): string {
  const what = brief.occasion ? occasionLabel(brief.occasion) : 'Pedido';
  return brief.event_date ? `${what} em ${formatDayNumeric(brief.event_date).slice(0, 5)}` : `${what}, sem data`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function newRequestPush(brief: Pick<RequestBrief, 'occasion' | 'event_date'>): PushNotice {
  return {
    kind: 'new_requests',
    title: `Novo pedido de orçamento: ${briefHeadline(brief)}`,
    body: 'Envie seu orçamento ou recuse em Pedidos.',
    url: REQUESTS_PAGE,
  };
}

export function requestReminderPush(brief: Pick<RequestBrief, 'occasion' | 'event_date'>, hours: number): PushNotice {
  return {
    kind: 'new_requests',
    title: `Pedido sem resposta há ${hours} horas`,
    body: `${briefHeadline(brief)}: responder logo aumenta a chance de fechar.`,
    url: REQUESTS_PAGE,
  };
}

export function clientAnswerPush(clientName: string, closed: boolean): PushNotice {
  return {
    kind: 'answers',
    title: closed ? `${firstName(clientName)} disse que fechou negócio com você` : `${firstName(clientName)} respondeu`,
    body: closed
      ? 'Confirme em Pedidos para o negócio contar no seu perfil.'
      : 'O cliente disse que não fechou negócio desta vez.',
    url: REQUESTS_PAGE,
  };
}

export function agreementPush(clientName: string, stage: 'proposed' | 'changed' | 'accepted'): PushNotice {
  const who = firstName(clientName);
  const title = {
    proposed: `${who} propôs um acordo`,
    changed: `${who} propôs uma alteração no acordo`,
    accepted: `Acordo com ${who} aceito pelos dois lados`,
  }[stage];
  return {
    kind: 'agreements',
    title,
    body:
      stage === 'accepted' ? 'O PDF do acordo está no seu e-mail.' : 'Leia e aceite pelo link enviado ao seu e-mail.',
    url: REQUESTS_PAGE,
  };
}

export function reviewPush(stage: 'awaiting' | 'published'): PushNotice {
  return {
    kind: 'reviews',
    title: stage === 'awaiting' ? 'Nova avaliação do seu trabalho' : 'Sua avaliação foi publicada',
    body:
      stage === 'awaiting'
        ? 'Ela aparece no seu perfil assim que a equipe aprovar.'
        : 'Ela já aparece no seu perfil para quem procura.',
    url: '/profissionais-area',
  };
}

export const TEST_PUSH: PushNotice = {
  kind: 'test',
  title: 'Notificações ativadas',
  body: `É assim que os avisos do ${BRAND_NAME} aparecem neste aparelho.`,
  url: '/profissionais-area/configuracoes',
};

/** A payment of the plan arrived, or did not: the receipt is in the e-mail, the fix on the subscription page. */
export function paymentPush(received: boolean): PushNotice {
  return received
    ? {
        kind: 'payment_receipts',
        title: 'Pagamento da assinatura recebido',
        body: 'O recibo está no seu e-mail. Seu perfil segue nas buscas.',
        url: '/profissionais-area/assinatura',
      }
    : {
        kind: 'payment_receipts',
        title: 'Pagamento da assinatura pendente',
        body: 'Confira a forma de pagamento para seu perfil voltar às buscas.',
        url: '/profissionais-area/assinatura',
      };
}
