import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain/constants/time';
import { durationText } from '@app/domain/rules/duration-text';
import type { ActiveSession } from '@app/domain/schemas/api/sessions';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { SkeletonStack } from '@/components/ui/skeleton';
import { useActiveSessions, useEndSessions, type SessionsScope } from '@/lib/active-sessions';
import { errorMessage } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format';

const PHONE = /Android|iPhone|iPad/;

/** A whole number of `unit` in `ms`, as durationText writes it: '45 minutos', '1 hora'. */
const whole = (ms: number, unitMs: number, unit: 'minute' | 'hour') =>
  durationText(Math.floor(ms / unitMs) * unitMs, unit);

/** 'Em uso agora', 'Último uso há 3 horas', 'Último uso em 12/11/2026 às 09:30'. */
function lastUse(at: string, now = Date.now()): string {
  const ago = now - new Date(at).getTime();
  if (ago < 10 * MINUTE_MS) return 'Em uso agora';
  if (ago < HOUR_MS) return `Último uso há ${whole(ago, MINUTE_MS, 'minute')}`;
  if (ago < DAY_MS) return `Último uso há ${whole(ago, HOUR_MS, 'hour')}`;
  return `Último uso em ${formatLocalDateTime(new Date(at))}`;
}

function SessionRow({ session, onEnd, ending }: { session: ActiveSession; onEnd: () => void; ending: boolean }) {
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  const where = session.place ?? (session.ip_hint ? `IP ${session.ip_hint}` : null);
  return (
    <li className="flex items-start gap-3 py-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden className="size-4.5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
          {session.device}
          {session.current ? <Badge variant="success">Este aparelho</Badge> : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {[where, session.current ? 'Em uso agora' : lastUse(session.last_seen_at)].filter(Boolean).join(' · ')}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0"
          disabled={ending}
          onClick={onEnd}
          aria-label={`Encerrar a sessão de ${session.device}`}
        >
          Encerrar
        </Button>
      )}
    </li>
  );
}

/**
 * 'Sessões ativas': where the account is signed in, this browser first; another one ends with a
 * tap, all others with one confirmation. The professional's 'Configurações' and the admin's show it.
 */
export function ActiveSessionsCard({ scope }: { scope: SessionsScope }) {
  const sessions = useActiveSessions(scope);
  const end = useEndSessions(scope);
  const [confirmOthers, setConfirmOthers] = useState(false);
  const others = sessions.data?.items.filter((s) => !s.current).length ?? 0;

  const endOne = (session: ActiveSession) =>
    end.mutate(session.id, {
      onSuccess: () => toast.success('Sessão encerrada', { description: `${session.device} saiu da sua conta.` }),
      onError: (error) => toast.error('Não foi possível encerrar', { description: errorMessage(error) }),
    });
  const endOthers = () =>
    end.mutate(null, {
      onSuccess: () => {
        setConfirmOthers(false);
        toast.success('Pronto', { description: 'Sua conta saiu de todos os outros aparelhos.' });
      },
      onError: (error) => toast.error('Não foi possível encerrar', { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sessões ativas</CardTitle>
        <CardDescription>
          Os aparelhos em que sua conta está conectada. Não reconhece algum? Encerre a sessão e troque sua senha.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <SkeletonStack bars={['h-12', 'h-12']} aria-busy="true" />
        ) : sessions.isError ? (
          <ErrorAlert>{errorMessage(sessions.error)}</ErrorAlert>
        ) : (
          <>
            <ul className="divide-y divide-border" aria-label="Sessões ativas">
              {sessions.data.items.map((session) => (
                <SessionRow key={session.id} session={session} ending={end.isPending} onEnd={() => endOne(session)} />
              ))}
            </ul>
            {others > 1 ? (
              <Button variant="outline" className="mt-3 w-full sm:w-auto" onClick={() => setConfirmOthers(true)}>
                Sair de todos os outros aparelhos
              </Button>
            ) : null}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmOthers}
        onOpenChange={setConfirmOthers}
        title="Sair de todos os outros aparelhos?"
        description={`As ${others} outras sessões serão encerradas. Este aparelho continua conectado.`}
        confirmLabel="Encerrar as outras"
        pendingLabel="Encerrando..."
        pending={end.isPending}
        onConfirm={endOthers}
      />
    </Card>
  );
}
