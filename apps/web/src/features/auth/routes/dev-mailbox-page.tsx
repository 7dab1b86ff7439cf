import { Inbox, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useDevMailbox } from '../api/get-dev-mailbox';
import { Spinner } from '../components/spinner';

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

/** Development only: the e-mails the server would have sent, newest first. */
export function Component() {
  const mailbox = useDevMailbox();

  return (
    <section className="container-page py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Caixa de e-mails local</h1>
          <p className="text-sm text-muted-foreground">
            Mensagens enviadas pelo servidor de desenvolvimento, das mais recentes para as mais antigas.
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void mailbox.refetch()} disabled={mailbox.isFetching}>
          <RefreshCw aria-hidden />
          Atualizar
        </Button>
      </div>
      {mailbox.isPending ? (
        <Spinner />
      ) : mailbox.isError ? (
        <p className="rounded-xl border border-border bg-surface p-6 text-sm text-muted-foreground">
          {mailbox.error instanceof ApiError && mailbox.error.status === 404
            ? 'A caixa de e-mails local não está disponível neste ambiente.'
            : 'Não foi possível carregar as mensagens.'}
        </p>
      ) : mailbox.data.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border bg-surface p-10 text-center text-muted-foreground">
          <Inbox aria-hidden className="size-8" />
          <p>Nenhuma mensagem por enquanto.</p>
        </div>
      ) : (
        <ol className="flex flex-col gap-4">
          {mailbox.data.map((m) => (
            <li
              key={`${m.sentAt}-${m.to}-${m.subject}`}
              className="rounded-xl border border-border bg-surface p-5 shadow-card"
            >
              <article aria-label={m.subject}>
                <header className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold">{m.subject}</h2>
                  <time dateTime={m.sentAt} className="text-xs text-muted-foreground">
                    {when(m.sentAt)}
                  </time>
                </header>
                <p className="mb-3 text-sm">
                  <span className="text-muted-foreground">Para: </span>
                  {m.to}
                </p>
                <pre className="mb-3 max-h-64 overflow-auto rounded-lg bg-muted p-3 text-xs whitespace-pre-wrap">
                  {m.text}
                </pre>
                {m.links.length ? (
                  <ul className="flex flex-col gap-1 text-sm">
                    {m.links.map((link) => (
                      <li key={link} className="break-all">
                        <a href={link} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                          {link}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
