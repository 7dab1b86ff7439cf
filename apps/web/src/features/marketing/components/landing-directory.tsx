import { MapPin } from 'lucide-react';
import { LandingLinks } from '@/components/landing-links';
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
      <LandingLinks links={items} icon={MapPin} className="mt-6" />
    </section>
  );
}
