import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from 'sonner';
import { useOwnProfile } from '@/lib/own-profile';
import { useUpdateSuspension } from '../api/update-suspension';
import { useAreaProfile } from '../hooks/use-area-profile';
import { DataCard, DeleteAccountCard } from '../components/account-data-cards';
import { EmailCard } from '../components/account-email-card';
import { NotificationsCard } from '../components/notifications-card';
import { PasswordCard } from '../components/account-password-card';
import { PixKeyCard } from '../components/pix-key-card';
import { SecondFactorCard } from '../components/second-factor-card';
import { ActiveSessionsCard } from '@/components/active-sessions-card';

export function Component() {
  const fromFrame = useAreaProfile();
  // Read the cache directly so the optimistic value shows at once.
  const suspended = useOwnProfile().data?.services_suspended ?? fromFrame.services_suspended;
  const update = useUpdateSuspension();

  const toggle = (next: boolean) => {
    update.mutate(next, {
      onSuccess: () => toast.success(next ? 'Serviços Suspensos' : 'Serviços Reativados'),
      onError: () =>
        toast.error('Erro ao atualizar', {
          description: 'Não foi possível atualizar a configuração. Tente novamente.',
        }),
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Configurações</h1>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Disponibilidade</CardTitle>
          <CardDescription>Pausou a agenda? Suspenda seus serviços sem sair da plataforma.</CardDescription>
        </CardHeader>
        <CardContent>
          <div className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
            <div>
              <Label htmlFor="suspend-services" className="text-base font-semibold">
                Suspender Serviços
              </Label>
              <p id="suspend-services-hint" className="mt-1 text-sm text-muted-foreground">
                Seu perfil continua visível, mas os clientes não poderão entrar em contato com você.
              </p>
            </div>
            <Switch
              id="suspend-services"
              aria-describedby="suspend-services-hint"
              checked={suspended}
              disabled={update.isPending}
              onCheckedChange={toggle}
            />
          </div>
        </CardContent>
      </Card>
      <PixKeyCard />
      <NotificationsCard />
      <PasswordCard />
      <SecondFactorCard />
      <ActiveSessionsCard scope="me" />
      <EmailCard />
      <DataCard />
      <DeleteAccountCard />
    </div>
  );
}
