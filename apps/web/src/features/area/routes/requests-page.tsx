import type { ProfessionalRequest } from '@app/domain/schemas/api/requests';
import { REQUEST_ANSWER_DUE_MS } from '@app/domain/constants/requests';
import { HOUR_MS } from '@app/domain/constants/time';
import { Inbox } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { SkeletonStack } from '@/components/ui/skeleton';
import { ErrorAlert } from '@/components/ui/error-alert';
import { priceInputValue } from '@app/domain/rules/price';
import type { Service } from '@app/domain/schemas/api/professionals';
import { AgreementFormDialog, draftFromQuote, type PackageDraft } from '@/components/agreement-form-dialog';
import { useProposeAgreement } from '../api/agreement';
import { ownServicesQueryOptions } from '../api/get-services';
import { useProfessionalRequests } from '../api/get-requests';
import { DeclineDialog } from '../components/decline-dialog';
import { QuoteDialog } from '../components/quote-dialog';
import { RequestCard } from '../components/request-card';

/** A package as the agreement's form takes it: its description and items, and its price when it has one. */
const packageDraft = (service: Service): PackageDraft => ({
  id: service.id,
  title: service.title,
  included: [service.description, ...service.included.map((item) => `• ${item}`)].filter(Boolean).join('\n'),
  price: service.price !== null && !service.is_price_negotiable ? priceInputValue(service.price) : '',
});

const pendingLine = (n: number) => (n === 1 ? '1 pedido aguarda sua resposta.' : `${n} pedidos aguardam sua resposta.`);

/** Pedidos: the quote requests clients sent, newest first, each answered with a quote or a decline. */
export function Component() {
  const requests = useProfessionalRequests();
  const [target, setTarget] = useState<ProfessionalRequest | null>(null);
  const [dialog, setDialog] = useState<'quote' | 'decline' | 'agreement' | null>(null);
  const propose = useProposeAgreement();
  // The packages load when the agreement's form opens.
  const services = useQuery({ ...ownServicesQueryOptions(), enabled: dialog === 'agreement' });
  const packages = useMemo(() => (services.data ?? []).map(packageDraft), [services.data]);

  const items = useMemo(
    () => [...(requests.data?.items ?? [])].sort((a, b) => b.received_at.localeCompare(a.received_at)),
    [requests.data],
  );

  const open = (kind: 'quote' | 'decline' | 'agreement', request: ProfessionalRequest) => {
    setTarget(request);
    setDialog(kind);
  };
  const onOpenChange = (next: boolean) => (next ? undefined : setDialog(null));

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Pedidos</h1>
        <p className="mt-1 text-muted-foreground">
          Pedidos de orçamento de clientes. Responda em até {REQUEST_ANSWER_DUE_MS / HOUR_MS} horas: depois disso, o
          cliente vê o pedido como sem resposta.
        </p>
        {requests.data?.pending ? (
          <p className="mt-2 text-sm font-semibold text-brand-800">{pendingLine(requests.data.pending)}</p>
        ) : null}
      </header>

      {requests.isPending ? (
        <SkeletonStack bars={['h-56 rounded-xl', 'h-56 rounded-xl']} className="gap-4" aria-hidden />
      ) : requests.isError ? (
        <ErrorAlert>Não foi possível carregar seus pedidos. Tente novamente em instantes.</ErrorAlert>
      ) : items.length === 0 ? (
        <EmptyState icon={Inbox} title="Nenhum pedido ainda." className="border-dashed">
          Quando um cliente pedir orçamento a você, ele aparece aqui e chega no seu e-mail.
        </EmptyState>
      ) : (
        <ul aria-label="Pedidos recebidos" className="flex flex-col gap-4">
          {items.map((request) => (
            <li key={request.id}>
              <RequestCard
                request={request}
                onQuote={() => open('quote', request)}
                onDecline={() => open('decline', request)}
                onPropose={() => open('agreement', request)}
              />
            </li>
          ))}
        </ul>
      )}

      {target ? (
        <>
          <QuoteDialog
            requestId={target.id}
            clientName={target.client.name}
            open={dialog === 'quote'}
            onOpenChange={onOpenChange}
          />
          <DeclineDialog
            requestId={target.id}
            clientName={target.client.name}
            open={dialog === 'decline'}
            onOpenChange={onOpenChange}
          />
          <AgreementFormDialog
            open={dialog === 'agreement'}
            onOpenChange={onOpenChange}
            title="Propor acordo"
            description={`Para ${target.client.name}. Vocês dois recebem o acordo por e-mail e aceitam pelo link; o PDF fica com os dois.`}
            initial={draftFromQuote(target.brief, target.quote)}
            submitLabel="Enviar acordo"
            packages={packages}
            onSubmit={async (terms) => {
              const sent = await propose.mutateAsync({ id: target.id, terms });
              return {
                title: `Acordo ${sent.code} enviado`,
                description: `Enviamos o link a ${target.client.name} e a você: confirme o seu aceite pelo e-mail.`,
              };
            }}
          />
        </>
      ) : null}
    </div>
  );
}
