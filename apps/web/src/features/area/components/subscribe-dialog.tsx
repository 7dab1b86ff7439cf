import { useQuery } from '@tanstack/react-query';
import { SUBSCRIPTION_PRICE_LABEL, TRIAL_DAYS } from '@app/domain/constants/business';
import { EyeOff, Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { StatusIcon } from '@/components/ui/status-icon';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { subscriptionStatusQueryOptions } from '@/lib/subscription-status';
import { AREA_CHECKOUT_MESSAGES, useSubscriptionCheckout } from '@/lib/subscription-checkout';

const SUBSCRIBE_DIALOGS = {
  hidden: {
    title: 'Seu perfil está invisível!',
    description:
      'Sem uma assinatura ativa, seu perfil não aparece nas buscas e os clientes não conseguem encontrar você.',
  },
  ai: {
    title: 'Exclusivo para Assinantes',
    description: 'Os recursos de texto com inteligência artificial estão disponíveis apenas para assinantes.',
  },
} as const;

interface SubscribeDialogProps {
  kind: keyof typeof SUBSCRIBE_DIALOGS;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Assinar agora' opens the checkout; 'Continuar sem ativar' just closes. */
export function SubscribeDialog({ kind, open, onOpenChange }: SubscribeDialogProps) {
  const checkout = useSubscriptionCheckout(AREA_CHECKOUT_MESSAGES);
  const text = SUBSCRIBE_DIALOGS[kind];
  const Icon = kind === 'hidden' ? EyeOff : Sparkles;
  // The free trial is offered once per account: only to who never had a subscription.
  const status = useQuery({ ...subscriptionStatusQueryOptions(), enabled: open });
  const trial = status.data?.has_subscription === false;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader className="items-center text-center sm:items-center">
          <StatusIcon tone="accent" className="mb-2">
            <Icon aria-hidden />
          </StatusIcon>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-center">
          {trial ? (
            <p className="mb-2 inline-flex rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
              Teste grátis por {TRIAL_DAYS} dias
            </p>
          ) : null}
          <p className="text-2xl font-bold text-brand-900">{SUBSCRIPTION_PRICE_LABEL}</p>
          {trial ? (
            <p className="mt-1 text-sm font-medium text-brand-900">
              Você só paga depois dos {TRIAL_DAYS} dias de teste, e pode cancelar antes sem custo.
            </p>
          ) : null}
          <p className="mt-1 text-sm text-muted-foreground">
            Cancele quando quiser. Sem comissão sobre os seus trabalhos.
          </p>
        </div>
        <DialogFooter className="sm:flex-col sm:items-stretch">
          <Button size="lg" disabled={checkout.isPending} onClick={() => checkout.mutate()}>
            {checkout.isPending ? 'Abrindo...' : 'Assinar agora'}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Continuar sem ativar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
