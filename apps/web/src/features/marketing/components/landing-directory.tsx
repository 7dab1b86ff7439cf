import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { useLandingDirectory } from '../api/get-landing-directory';

/**
 * 'Profissionais por cidade': links to the landing pages with the most professionals. For people who
 * think in places, and the way a search engine reaches those pages from the home page.
 */
export function LandingDirectory() {
  const items = useLandingDirectory().data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="por-cidade-title" className="container-page py-14 sm:py-20">
      <h2 id="por-cidade-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        Profissionais por cidade
      </h2>
      <p className="mt-2 text-muted-foreground">Veja quem atende perto de você, com preços e avaliações de clientes.</p>
      <ul className="mt-6 flex flex-wrap gap-2">
        {items.map((item) => (
          <li key={item.path}>
            <Link
              to={item.path}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-border bg-surface px-4 py-2 text-sm font-medium text-ink shadow-card transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
            >
              <MapPin className="size-4 shrink-0 text-brand-700" aria-hidden />
              {item.label}
              <span className="text-muted-foreground">({item.total})</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
