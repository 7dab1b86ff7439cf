import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFavorites } from '../hooks/use-favorites';
import { FAVORITE_BUTTON, favoriteToast, toggleFavorite } from '../utils/favorites';

/**
 * The heart: saves the professional to this browser's favourites, or takes them out. Its state is
 * `aria-pressed` alone (the stylesheet fills the heart and picks the words from it), so that the
 * page's script can answer the first tap before the app (behaviours/favorite-now.ts) and the app
 * then draws the same button.
 */
export function FavoriteButton({
  professionalId,
  professionalName,
  variant = 'icon',
  className,
}: {
  professionalId: string;
  professionalName: string;
  variant?: 'icon' | 'full';
  className?: string;
}) {
  const saved = useFavorites().includes(professionalId);
  const toggle = () => {
    const { title, description } = favoriteToast(toggleFavorite(professionalId));
    toast.success(title, description ? { description } : undefined);
  };
  const shared = {
    variant: 'outline',
    'aria-pressed': saved,
    [FAVORITE_BUTTON]: professionalId,
    onClick: toggle,
  } as const;
  const icon = <Heart aria-hidden className="group-aria-pressed:fill-danger group-aria-pressed:text-danger" />;

  if (variant === 'full') {
    return (
      <Button {...shared} className={cn('group w-full', className)}>
        {icon}
        <span className="group-aria-pressed:hidden">Salvar nos favoritos</span>
        <span className="group-aria-[pressed=false]:hidden">Salvo nos favoritos</span>
      </Button>
    );
  }
  return (
    <Button {...shared} size="icon" className={cn('group relative z-10 rounded-full bg-surface/95 shadow', className)}>
      {icon}
      <span className="sr-only group-aria-pressed:hidden">Salvar {professionalName} nos favoritos</span>
      <span className="sr-only group-aria-[pressed=false]:hidden">Remover {professionalName} dos favoritos</span>
    </Button>
  );
}
