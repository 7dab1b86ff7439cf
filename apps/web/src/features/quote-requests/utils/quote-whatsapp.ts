import { whatsappUrl } from '@app/domain/rules/contact';
import { quoteChosenMessage } from '@app/domain/rules/request-message';
import type { QuoteAnswer, RequestBrief } from '@app/domain/schemas/api/requests';

/**
 * 'Conversar no WhatsApp' on a quote: the professional's wa.me number as the API gives it (country
 * code and digits, which is why the domain's whatsappLink, taking the two apart, does not fit) and
 * the message that carries the request and the quote. Null while the professional cannot be reached.
 */
export function quoteWhatsappLink(
  whatsapp: string | null,
  professionalName: string,
  clientName: string,
  brief: RequestBrief,
  quote: QuoteAnswer,
): string | null {
  if (!(whatsapp ?? '').replace(/\D/g, '')) return null;
  return whatsappUrl(whatsapp, quoteChosenMessage(professionalName, clientName, brief, quote));
}
