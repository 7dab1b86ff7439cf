import type { LandingLink } from '@app/domain/schemas/api/landing';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** Links to landing pages, as pills named with how many professionals each lists: 'Olinda, PE (4)'. */
export function LandingLinks({
  links,
  icon: Icon,
  className,
}: {
  links: readonly LandingLink[];
  icon?: LucideIcon;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap gap-2', className)}>
      {links.map((link) => (
        <li key={link.path}>
          <Link
            to={link.path}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
          >
            {Icon ? <Icon className="size-4 shrink-0 text-brand-700" aria-hidden /> : null}
            {link.label} <span className="text-muted-foreground">({link.total})</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
