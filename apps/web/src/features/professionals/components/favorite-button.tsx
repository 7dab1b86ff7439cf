import { Heart } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useFavorites } from '../hooks/use-favorites';
import { toggleFavorite } from '../utils/favorites';

/** The heart: saves the professional to this browser's favourites, or takes them out. */
export function FavoriteButton({ professionalId, professionalName, variant = 'icon', className }: { professionalId: string; professionalName: string; variant?: 'icon' | 'full'; className?: string }) {
  const saved = useFavorites().includes(professionalId);
  const toggle = () => {
    const nowSaved = toggleFavorite(professionalId);
    toast.success(nowSaved ? 'Salvo nos favoritos' : 'Removido dos favoritos', nowSaved ? { description: 'Veja sua lista em Favoritos, no topo da página.' } : undefined);
  };
  const icon = <Heart aria-hidden className={cn(saved && 'fill-danger text-danger')} />;

  if (variant === 'full') {
    return (
      <Button variant="outline" className={cn('w-full', className)} aria-pressed={saved} onClick={toggle}>
        {icon}
        {saved ? 'Salvo nos favoritos' : 'Salvar nos favoritos'}
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="icon"
      aria-pressed={saved}
      aria-label={saved ? `Remover ${professionalName} dos favoritos` : `Salvar ${professionalName} nos favoritos`}
      onClick={toggle}
      className={cn('relative z-10 rounded-full bg-surface/95 shadow', className)}
    >
      {icon}
    </Button>
  );
}
