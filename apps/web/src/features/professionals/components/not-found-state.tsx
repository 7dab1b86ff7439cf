import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusIcon } from '@/components/ui/status-icon';

/** What a public page says when what it names is not there (a profile, a landing page), with the way to the search. */
export function NotFoundState({
  icon: Icon,
  title,
  children,
  searchPath,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  searchPath: string;
}) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-2xl border border-border bg-surface px-6 py-14 text-center shadow-card">
      <StatusIcon tone="brand">
        <Icon aria-hidden />
      </StatusIcon>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{children}</p>
      <Button asChild className="mt-6">
        <Link to={searchPath}>Ver profissionais</Link>
      </Button>
    </div>
  );
}
