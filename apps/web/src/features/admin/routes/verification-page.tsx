import { VERIFICATION_CHECKS } from '@app/domain/constants/verification';
import { locationLabel } from '@app/domain/rules/contact';
import { verificationRefusalSchema } from '@app/domain/schemas/admin';
import type { VerificationQueueItem } from '@app/domain/schemas/api/admin';
import { BadgeCheck, ShieldX } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_AVATAR } from '@/lib/default-avatar';
import { useVerificationQueue } from '../api/get-verification-queue';
import { useRefuseVerification } from '../api/refuse-verification';
import { useUpdateProfessional } from '../api/update-professional';
import { PageHeader } from '../components/page-header';
import { PublicProfileLink } from '../components/public-profile-link';
import { EmptyState, PagedList } from '../components/query-state';
import { useQueryParams } from '../hooks/use-query-params';
import { formatDate, subscriptionLabel } from '../utils/labels';
import { runAdminAction } from '../utils/admin-action';

function RefuseDialog({
  professional,
  open,
  onOpenChange,
}: {
  professional: VerificationQueueItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const refuse = useRefuseVerification();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async () => {
    const parsed = verificationRefusalSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    await runAdminAction(async () => {
      const result = await refuse.mutateAsync({ id: professional.id, reason: parsed.data.reason });
      toast.success('Verificação recusada.', {
        description: result.email_sent
          ? 'O profissional recebeu o motivo por e-mail.'
          : 'O e-mail não pôde ser enviado; o motivo aparece no painel do profissional.',
      });
      setReason('');
      onOpenChange(false);
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Recusar a verificação de {professional.name}?</DialogTitle>
          <DialogDescription>
            O profissional recebe o motivo por e-mail e o vê no painel. Ao salvar o perfil corrigido, ele volta para
            esta fila.
          </DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <FormField label="Motivo da recusa" required error={error}>
            <Textarea
              rows={4}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setError(undefined);
              }}
              placeholder="Ex.: A foto do perfil não mostra você; envie uma foto sua."
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={refuse.isPending}>
              {refuse.isPending ? 'Recusando...' : 'Recusar verificação'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function QueueItem({ professional: p }: { professional: VerificationQueueItem }) {
  const verify = useUpdateProfessional();
  const [refusing, setRefusing] = useState(false);
  const headingId = useId();
  const place = locationLabel(p);

  const approve = async () => {
    await runAdminAction(async () => {
      await verify.mutateAsync({ id: p.id, action: 'verify' });
      toast.success('Profissional verificado. O perfil já aparece nas buscas.');
    });
  };

  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-border bg-surface p-4 shadow-card sm:p-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex min-w-0 gap-4">
          <img src={p.image ?? DEFAULT_AVATAR} alt="" className="size-16 shrink-0 rounded-xl object-cover" />
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink [overflow-wrap:anywhere]">
              <bdi>{p.name}</bdi>
            </h2>
            <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">{p.email ?? 'Sem e-mail'}</p>
            <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <div>
                <dt className="inline text-muted-foreground">Desde: </dt>
                <dd className="inline text-ink">{formatDate(p.created_at)}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Assinatura: </dt>
                <dd className="inline text-ink">{subscriptionLabel(p.subscription_status)}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Portfólio: </dt>
                <dd className="inline text-ink">{p.portfolio_count === 1 ? '1 item' : `${p.portfolio_count} itens`}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">Serviços: </dt>
                <dd className="inline text-ink">{p.services_count}</dd>
              </div>
              <div>
                <dt className="inline text-muted-foreground">WhatsApp: </dt>
                <dd className="inline text-ink">{p.whatsapp_number ?? 'não informado'}</dd>
              </div>
              {place ? (
                <div>
                  <dt className="sr-only">Local</dt>
                  <dd className="text-muted-foreground">{place}</dd>
                </div>
              ) : null}
            </dl>
            {p.description ? <p className="mt-2 line-clamp-3 text-sm text-muted-foreground">{p.description}</p> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:w-52 lg:flex-col lg:[&>*]:justify-start">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void approve()}
            disabled={verify.isPending}
            aria-label={`Verificar ${p.name}`}
          >
            <BadgeCheck aria-hidden />
            Verificar
          </Button>
          <Button
            variant="dangerOutline"
            size="sm"
            onClick={() => setRefusing(true)}
            aria-label={`Recusar a verificação de ${p.name}`}
          >
            <ShieldX aria-hidden />
            Recusar
          </Button>
          <Button asChild variant="ghost" size="sm">
            <PublicProfileLink professional={p} />
          </Button>
        </div>
      </div>
      <RefuseDialog professional={p} open={refusing} onOpenChange={setRefusing} />
    </li>
  );
}

export function Component() {
  const { page, setPage } = useQueryParams();
  const queue = useVerificationQueue(page);

  return (
    <>
      <PageHeader
        title="Aguardando verificação"
        description="Assinantes com e-mail confirmado que ainda não foram verificados, dos mais antigos aos mais recentes."
      />
      <details className="mb-5 rounded-xl border border-border bg-surface p-4 text-sm shadow-card">
        <summary className="cursor-pointer font-semibold text-ink">O que conferir antes de verificar</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-muted-foreground">
          {VERIFICATION_CHECKS.map((check) => (
            <li key={check}>{check}</li>
          ))}
        </ul>
      </details>
      <PagedList
        query={queue}
        page={page}
        onPage={setPage}
        empty={
          <EmptyState title="Ninguém aguardando verificação">
            Novos assinantes aparecem aqui assim que confirmam o e-mail.
          </EmptyState>
        }
        summary={(data) => (
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.total === 1
              ? '1 profissional aguardando'
              : `${data.total.toLocaleString('pt-BR')} profissionais aguardando`}
          </p>
        )}
      >
        {(items) => (
          <ul className="flex flex-col gap-3" aria-label="Fila de verificação">
            {items.map((p) => (
              <QueueItem key={p.id} professional={p} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}
