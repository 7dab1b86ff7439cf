import { REVIEW_MESSAGES } from '@app/domain/schemas/review';
import { CircleCheck, Loader2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { confirmReview } from '../api/confirm-review';

function Panel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-6 py-12 text-center shadow-card">
        {icon}
        <h1 className="mt-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** The page of the link in 'Confirme sua avaliação': the token rides in the hash. */
export function Component() {
  const location = useLocation();
  const [token] = useState(() => new URLSearchParams(location.hash.replace(/^#/, '')).get('token'));
  const [phase, setPhase] = useState<'loading' | 'success' | 'error'>(token ? 'loading' : 'error');
  const [message, setMessage] = useState<string>(REVIEW_MESSAGES.confirmationInvalid);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // The token leaves the address bar, so that it is not shared or kept in history.
    window.history.replaceState(window.history.state, '', location.pathname);
    confirmReview(token).then(
      () => setPhase('success'),
      (error: unknown) => {
        if (error instanceof ApiError && error.status < 500) setMessage(error.message);
        else setMessage('Não foi possível confirmar sua avaliação agora. Tente abrir o link novamente em alguns minutos.');
        setPhase('error');
      },
    );
  }, [token, location.pathname]);

  if (phase === 'loading') {
    return (
      <Panel title="Confirmando sua avaliação..." icon={<Loader2 aria-hidden className="size-10 animate-spin text-brand-700" />}>
        <p role="status" className="mt-2 text-muted-foreground">
          Aguarde um instante.
        </p>
      </Panel>
    );
  }

  if (phase === 'error') {
    return (
      <Panel title="Não foi possível confirmar" icon={<TriangleAlert aria-hidden className="size-10 text-danger" />}>
        <p role="alert" className="mt-2 text-muted-foreground">
          {message}
        </p>
        <Button asChild className="mt-6">
          <Link to="/profissionais">Ver profissionais</Link>
        </Button>
      </Panel>
    );
  }

  return (
    <Panel title="Avaliação confirmada!" icon={<CircleCheck aria-hidden className="size-10 text-success" />}>
      <p role="status" className="mt-2 text-muted-foreground">
        {REVIEW_MESSAGES.confirmed}
      </p>
      <Button asChild className="mt-6">
        <Link to="/profissionais">Ver profissionais</Link>
      </Button>
    </Panel>
  );
}
