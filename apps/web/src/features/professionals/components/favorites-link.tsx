import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFavorites } from '../utils/favorites';

/** The header's way to the saved list, with its count. */
export function FavoritesLink() {
  const count = useFavorites().length;
  return (
    <Button asChild variant="ghost" size="sm" className="gap-1.5 px-2.5">
      <Link to="/favoritos" aria-label={count === 1 ? 'Favoritos: 1 profissional salvo' : `Favoritos: ${count} profissionais salvos`}>
        <Heart aria-hidden className={count ? 'fill-danger text-danger' : undefined} />
        <span className="hidden sm:inline">Favoritos</span>
        {count ? (
          <span aria-hidden className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
            {count}
          </span>
        ) : null}
      </Link>
    </Button>
  );
}
