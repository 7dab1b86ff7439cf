import { REQUEST_MESSAGES } from '@app/domain/schemas/request';
import type { ClientRequestView } from '@app/domain/schemas/api/requests';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { EmailLinkStatus, useEmailLinkConfirmation } from '@/components/email-link-page';
import { RequestBriefDetails } from '@/components/request-brief';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatLocalDateTime } from '@/lib/format';
import { confirmRequest } from '../api/confirm-request';
import { clientRequestQueryOptions, useClientRequest } from '../api/get-client-request';
import { QuoteSafetyTips } from '../components/quote-safety-tips';
import { RecipientCard } from '../components/recipient-card';
import { RequestLinksForm } from '../components/request-links-form';

const OPEN_FAILED = 'Não foi possível abrir seu pedido agora. Tente abrir o link novamente em alguns minutos.';

/** The server's reason when it refused the link; a generic sentence when it could not answer. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return REQUEST_MESSAGES.confirmationInvalid;
  if (error instanceof ApiError && error.status < 500) return error.message;
  return OPEN_FAILED;
}

/** Columns on a wide screen: one per professional, as many as fit side by side. */
const COLUMNS: Record<number, string> = {
  1: 'sm:max-w-md',
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
  5: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5',
};

const professionalsCount = (n: number) => (n === 1 ? '1 profissional' : `${n} profissionais`);

function answeredLine(view: ClientRequestView): string {
  const total = view.recipients.length;
  const answered = view.recipients.filter((r) => r.status !== 'pending').length;
  if (answered === 0) return 'Ninguém respondeu ainda. As respostas aparecem aqui assim que chegarem.';
  if (answered === total)
    return total === 1 ? 'O profissional respondeu.' : `Todos os ${total} profissionais responderam.`;
  return `${answered} de ${total} profissionais responderam.`;
}

function RequestView({ token }: { token: string }) {
  const query = useClientRequest(token);
  const view = query.data;
  if (!view) return null;
  const refreshFailed = query.isError && !query.isFetching;

  return (
    <div className="container-page py-8 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Seu pedido de orçamento</h1>
          <p className="mt-1 text-muted-foreground">
            Enviado a {professionalsCount(view.recipients.length)} em {formatLocalDateTime(new Date(view.sent_at))}.
            Guarde o e-mail do pedido: o link dele traz você de volta a esta página.
          </p>
        </div>
        <Button
          variant="outline"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          className="self-start sm:self-auto"
        >
          <RefreshCw aria-hidden className={cn(query.isFetching && 'animate-spin')} />
          {query.isFetching ? 'Atualizando...' : 'Atualizar'}
        </Button>
      </header>

      {refreshFailed ? <ErrorAlert className="mt-6">{refusal(query.error)}</ErrorAlert> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <Card className="lg:col-start-1 lg:row-start-1">
          <CardContent>
            <h2 className="text-lg font-semibold tracking-tight">O que você pediu</h2>
            <RequestBriefDetails brief={view.brief} className="mt-3" />
          </CardContent>
        </Card>

        <section aria-labelledby="request-answers" className="lg:col-span-2 lg:row-start-2">
          <h2 id="request-answers" className="text-xl font-bold tracking-tight">
            Respostas
          </h2>
          <p role="status" className="mt-1 text-sm text-muted-foreground">
            {answeredLine(view)}
          </p>
          <ul className={cn('mt-4 grid gap-4', COLUMNS[Math.min(view.recipients.length, 5)])}>
            {view.recipients.map((recipient) => (
              <li key={recipient.professional.id} className="row-span-3 grid min-w-0 grid-rows-subgrid gap-y-0">
                <RecipientCard recipient={recipient} view={view} token={token} />
              </li>
            ))}
          </ul>
        </section>

        <QuoteSafetyTips className="lg:col-start-2 lg:row-start-1" />
      </div>
    </div>
  );
}

/** Confirms once on opening (the e-mail's link is how the request is sent), then shows the page. */
function ConfirmedRequest({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const result = useEmailLinkConfirmation(async () => {
    const view = await confirmRequest(token);
    queryClient.setQueryData(clientRequestQueryOptions(token).queryKey, view);
  });

  if (result.phase === 'loading')
    return <EmailLinkStatus phase="loading" title="Abrindo seu pedido..." description="Aguarde um instante." />;
  if (result.phase === 'error') {
    return (
      <EmailLinkStatus phase="error" title="Não foi possível abrir o pedido" description={refusal(result.error)}>
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted-foreground">
            Já confirmou o pedido? Receba de novo os links dos seus pedidos no e-mail que você usou.
          </p>
          <RequestLinksForm />
          <Button asChild variant="outline" className="w-full">
            <Link to="/profissionais">Buscar profissionais</Link>
          </Button>
        </div>
      </EmailLinkStatus>
    );
  }
  return <RequestView token={token} />;
}

/**
 * /pedido#token=…, the client's private page: the brief and every professional's answer side by
 * side. The token stays in the hash (never sent to a server in an address), so the page can be
 * kept and reopened as it is. Without a token, the way to have the links sent again.
 */
export function Component() {
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  return token ? <ConfirmedRequest key={token} token={token} /> : <FindRequests />;
}

/** /pedido without a link: the way back to the answers for a client without the e-mail at hand. */
function FindRequests() {
  return (
    <EmailLinkStatus
      phase="info"
      title="Acompanhe seu pedido"
      description="As respostas dos profissionais ficam numa página só sua, aberta pelo link do e-mail do pedido. Sem o e-mail à mão? Enviamos os links de novo."
    >
      <RequestLinksForm />
    </EmailLinkStatus>
  );
}
