import { CircleCheck, Loader2, Mail, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '@/components/layout/auth-layout';
import { StatusIcon } from '@/components/ui/status-icon';

const params = (s: string) => new URLSearchParams(s.replace(/^[#?]/, ''));

/** The token of an e-mail link, read from its hash first, then its query. */
export function linkTokenFrom(hash: string, search: string): string | null {
  const h = params(hash);
  const q = params(search);
  return h.get('token') ?? h.get('token_hash') ?? q.get('token') ?? q.get('token_hash') ?? null;
}

/** The link's address when the root received it and sent the person on (see the auth redirect handler). */
interface ForwardedLink {
  hash?: string;
  search?: string;
}

/**
 * The token an e-mail link carries, read once, from the address the root forwarded or from this
 * page's own; it then leaves the address bar and the history, so that it is not shared or kept.
 */
export function useEmailLinkToken(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => {
    const forwarded = (location.state ?? {}) as ForwardedLink;
    return linkTokenFrom(forwarded.hash ?? '', forwarded.search ?? '') ?? linkTokenFrom(location.hash, location.search);
  });

  useEffect(() => {
    if (location.hash || location.search)
      void navigate({ pathname: location.pathname }, { replace: true, state: null });
  }, [location.hash, location.search, location.pathname, navigate]);

  return token;
}

type EmailLinkResult<T> = { phase: 'loading' } | { phase: 'success'; value: T } | { phase: 'error'; error: unknown };

/** Runs the link's one confirmation once (a token is spent by its first use), and follows its result. */
export function useEmailLinkConfirmation<T>(confirm: () => Promise<T>): EmailLinkResult<T> {
  const [result, setResult] = useState<EmailLinkResult<T>>({ phase: 'loading' });
  const started = useRef(false);
  const run = useRef(confirm);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run.current().then(
      (value) => setResult({ phase: 'success', value }),
      (error: unknown) => setResult({ phase: 'error', error }),
    );
  }, []);

  return result;
}

const ICONS = {
  loading: (
    <StatusIcon tone="brand">
      <Loader2 aria-hidden className="animate-spin" />
    </StatusIcon>
  ),
  success: (
    <StatusIcon tone="success">
      <CircleCheck aria-hidden />
    </StatusIcon>
  ),
  error: (
    <StatusIcon tone="danger">
      <TriangleAlert aria-hidden />
    </StatusIcon>
  ),
  info: (
    <StatusIcon tone="brand">
      <Mail aria-hidden />
    </StatusIcon>
  ),
};

interface EmailLinkStatusProps {
  /** 'info': no link was opened; the page says what it is for. */
  phase: 'loading' | 'success' | 'error' | 'info';
  title: string;
  description: ReactNode;
  /** What to do next: a link or a line under the card's text. */
  children?: ReactNode;
}

/** What the page of an e-mail link shows while it checks the link, once it is done, or when the link is refused. */
export function EmailLinkStatus({ phase, title, description, children }: EmailLinkStatusProps) {
  return (
    <AuthLayout
      title={title}
      icon={ICONS[phase]}
      description={
        phase === 'info' ? <p>{description}</p> : <p role={phase === 'error' ? 'alert' : 'status'}>{description}</p>
      }
    >
      {children}
    </AuthLayout>
  );
}
