import { REQUEST_MAX_PROFESSIONALS, requestFormPath } from '@app/domain/constants/requests';
import { Send, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

const chosenLabel = (n: number) => (n === 0 ? 'Nenhum selecionado' : n === 1 ? '1 selecionado' : `${n} selecionados`);

/**
 * The search's selection mode, at the bottom of the screen: how many are chosen, 'Pedir orçamentos'
 * (the request form with them, in the order chosen, or proposing some when none is) and 'Cancelar'. While it shows, the page gains
 * its height at the bottom, so that the last results can still scroll clear of it.
 */
export function SelectionBar({ ids, onCancel }: { ids: string[]; onCancel: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const full = ids.length >= REQUEST_MAX_PROFESSIONALS;

  // Measured again when the note on the limit comes or goes, the one change of height.
  useEffect(() => {
    const body = document.body.style;
    const before = body.paddingBottom;
    body.paddingBottom = `${bar.current?.offsetHeight ?? 0}px`;
    return () => {
      body.paddingBottom = before;
    };
  }, [full]);

  return (
    <div
      ref={bar}
      role="region"
      aria-label="Pedido de orçamentos"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-surface/95 shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)] backdrop-blur-md"
    >
      <div className="container-page flex items-center gap-2 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:gap-3">
        <p role="status" className="min-w-0 flex-1 text-sm leading-tight">
          <span className="block font-semibold">{chosenLabel(ids.length)}</span>
          {full ? (
            <span className="mt-0.5 block text-xs text-muted-foreground">
              Até {REQUEST_MAX_PROFESSIONALS} profissionais por pedido
            </span>
          ) : null}
        </p>
        <Button variant="ghost" className="px-3" onClick={onCancel}>
          <X aria-hidden />
          <span className="max-sm:sr-only">Cancelar</span>
        </Button>
        {/* With nobody ticked, the form proposes professionals for the brief. */}
        <Button asChild className="px-4">
          <Link to={ids.length ? requestFormPath(ids) : '/pedir-orcamento'}>
            <Send aria-hidden className="max-sm:hidden" />
            Pedir orçamentos
          </Link>
        </Button>
      </div>
    </div>
  );
}
