import { toast } from 'sonner';
import { TERMS_UPDATED_LABEL, TERMS_VERSION } from '@app/domain/constants/legal';
import { TermsAndPrivacyLinks } from '@/components/layout/legal-links';
import { Button } from '@/components/ui/button';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { useAcceptTerms } from '../api/accept-terms';

/**
 * Asks a signed-in professional, once, to accept the terms in force when the accepted version is
 * older (or was never recorded). It cannot be dismissed: the area is used under the current terms.
 *
 * It stands where it is drawn, without a portal: a portal is drawn only once the app runs, so on a
 * phone the dialog came after everything else (2,2–2,4 s on the bench's phone), while in place it
 * comes in the server's HTML and paints with the dashboard. Fixed to the screen, it covers the page
 * all the same. Its button waits for the app, as a server-drawn form does (LiveFieldset): pressed
 * before, it would do nothing.
 */
export function TermsUpdateDialog() {
  const user = useSession().data?.user;
  const accept = useAcceptTerms();
  const live = useHydrated();
  const open = user?.role === 'professional' && user.terms_version !== TERMS_VERSION;

  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-night/60 backdrop-blur-[2px]"
      />
      <DialogPrimitive.Content
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        className="fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-lift sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:p-7"
      >
        <DialogPrimitive.Title className="text-xl font-semibold tracking-tight">
          Atualizamos nossos termos
        </DialogPrimitive.Title>
        <DialogPrimitive.Description asChild>
          <div className="mt-3 space-y-3 text-sm leading-relaxed text-muted-foreground">
            <p>
              Os <TermsAndPrivacyLinks /> do Palco Brasil têm uma nova versão, de {TERMS_UPDATED_LABEL}. Eles explicam
              quais dados guardamos, por quanto tempo e como você baixa seus dados ou exclui sua conta.
            </p>
            <p>Para continuar usando a área do profissional, leia e aceite a nova versão.</p>
          </div>
        </DialogPrimitive.Description>
        <div className="mt-6 flex justify-end">
          <Button
            disabled={!live || accept.isPending}
            onClick={() =>
              accept.mutate(undefined, {
                onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
              })
            }
          >
            {accept.isPending ? 'Salvando...' : 'Li e aceito'}
          </Button>
        </div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Root>
  );
}
