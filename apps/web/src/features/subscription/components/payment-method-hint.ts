import type { PaymentMethod } from '@app/domain/schemas/api/subscription';

/** What each way to pay asks of the professional every month, said where it is chosen. */
export const PAYMENT_METHOD_HINTS: Record<PaymentMethod, string> = {
  card: 'Cobrado todo mês no cartão, sem você precisar fazer nada.',
  pix_automatico:
    'Você autoriza uma vez, no app do banco, ao pagar a primeira cobrança. As seguintes são debitadas sozinhas, e você cancela quando quiser.',
  pix: 'Todo mês o código Pix da cobrança chega por e-mail e fica nesta página, para pagar no app do banco.',
  boleto:
    'Todo mês o boleto chega por e-mail e fica nesta página. Ele pode levar até 3 dias úteis para ser compensado.',
};
