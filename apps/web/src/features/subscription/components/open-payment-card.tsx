import { ExternalLink, FileText, Repeat } from 'lucide-react';
import { SUBSCRIPTION_PRICE_LABEL } from '@app/domain/constants/business';
import { formatDayNumeric } from '@app/domain/rules/calendar-day';
import type { OpenPayment } from '@app/domain/schemas/api/subscription';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { buttonVariants } from '@/components/ui/button';
import { PixCopyPaste } from './copyable-code';
import { PixQrCode } from '@/components/pix-qr-code';

/**
 * The charge of a Pix or boleto subscription that is open now, to be paid here: the Pix code and
 * its QR code, the boleto's link, or, under Pix Automático, the day the bank debits it.
 */
export function OpenPaymentCard({
  payment,
  pixAutomaticOffered,
}: {
  payment: OpenPayment;
  pixAutomaticOffered: boolean;
}) {
  // Asaas writes the due date as a calendar day: read as that day, whatever the browser's zone.
  const due = formatDayNumeric(payment.due_date);
  const automatic = payment.method === 'pix_automatico';
  return (
    <Card>
      <CardHeader>
        <CardTitle>{automatic ? 'Próximo débito' : 'Cobrança em aberto'}</CardTitle>
        <CardDescription>
          {SUBSCRIPTION_PRICE_LABEL} · vence em {due}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {automatic && (
          <p className="flex items-start gap-2 text-sm text-ink">
            <Repeat className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {`Será debitada pelo Pix Automático em ${due}, da conta que você autorizou. Você não precisa fazer nada.`}
          </p>
        )}
        {payment.pix && (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <PixQrCode code={payment.pix.code} className="size-44 shrink-0" />
            <div className="flex w-full flex-col gap-3">
              <PixCopyPaste code={payment.pix.code} rows={4} />
              <p className="text-sm text-muted-foreground">
                {pixAutomaticOffered
                  ? 'Ao pagar pelo app do banco, você pode autorizar o Pix Automático: as próximas cobranças passam a ser debitadas sozinhas.'
                  : 'Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código. A confirmação é na hora.'}
              </p>
            </div>
          </div>
        )}
        {(payment.boleto_url || (payment.invoice_url && !automatic)) && (
          <div className="flex flex-col gap-2 sm:flex-row">
            {payment.boleto_url && (
              <a
                href={payment.boleto_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'primary' })}
              >
                <FileText aria-hidden="true" />
                Ver o boleto
              </a>
            )}
            {payment.invoice_url && !automatic && (
              <a
                href={payment.invoice_url}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'outline' })}
              >
                <ExternalLink aria-hidden="true" />
                Abrir a página de pagamento
              </a>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
