import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useFavorites } from '../hooks/use-favorites';
import { FAVORITES_LINK, favoritesLinkLabel } from '../utils/favorites';

/**
 * The header's way to the saved list, with its count. The count shows through `data-saved`, as
 * `showFavoritesCount` sets it on pages where the app's scripts do not run.
 */
export function FavoritesLink() {
  const count = useFavorites().length;
  return (
    <Button asChild variant="ghost" size="sm" className="group gap-1.5 px-2.5">
      <Link
        to="/favoritos"
        aria-label={favoritesLinkLabel(count)}
        {...{ [FAVORITES_LINK]: '' }}
        data-saved={count ? '' : undefined}
      >
        <Heart aria-hidden className="group-data-[saved]:fill-danger group-data-[saved]:text-danger" />
        <span className="hidden sm:inline">Favoritos</span>
        <span
          aria-hidden
          data-favorites-count=""
          className="hidden min-w-5 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white group-data-[saved]:inline-flex"
        >
          {count || null}
        </span>
      </Link>
    </Button>
  );
}
