import { SERVICE_MESSAGES } from '@app/domain/schemas/professional';
import { Briefcase, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PackageDetails } from '@/components/package-details';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeleteService } from '../api/delete-service';
import { useOwnServices } from '../api/get-services';
import type { Service } from '@app/domain/schemas/api/professionals';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListHeader, EmptyState } from '../components/list-parts';
import { ServiceDialog } from '../components/service-dialog';

export function Component() {
  const services = useOwnServices();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Service | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<Service | null>(null);

  useEffect(() => {
    if (services.isError) toast.error('Erro', { description: 'Não foi possível carregar seus serviços.', id: 'load-services' });
  }, [services.isError]);

  const openDialog = (service: Service | null) => {
    setEditing(service);
    setDialogOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Serviço excluído');
      setDeleting(null);
    } catch {
      toast.error('Erro', { description: 'Não foi possível excluir o serviço. Tente novamente.' });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <ListHeader title="Serviços" description="Seus pacotes: o que inclui, o prazo e quanto custa. O menor preço aparece no seu cartão da busca e no perfil." actionLabel="Adicionar serviço" onAction={() => openDialog(null)} />

      {services.isPending ? (
        <div className="grid gap-4 md:grid-cols-2">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      ) : services.isError ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm font-medium text-danger">
          Não foi possível carregar seus serviços.
        </p>
      ) : services.data.length === 0 ? (
        <EmptyState icon={<Briefcase className="size-7" aria-hidden />} title="Você ainda não cadastrou nenhum serviço." hint="Adicione pelo menos um serviço para completar seu perfil.">
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden />
            Adicionar serviço
          </Button>
        </EmptyState>
      ) : (
        <ul aria-label="Seus serviços" className="grid gap-4 md:grid-cols-2">
          {services.data.map((service) => (
            <li key={service.id} className="min-w-0">
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-2">
                  <div className="flex items-start justify-between gap-3">
                    <h2 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{service.title}</h2>
                    <div className="-mt-1 -mr-2 flex shrink-0">
                      <Button variant="ghost" size="icon" aria-label={`Editar ${service.title}`} onClick={() => openDialog(service)}>
                        <Pencil />
                      </Button>
                      <Button variant="ghost" size="icon" className="text-danger hover:bg-danger-soft" aria-label={`Excluir ${service.title}`} onClick={() => setDeleting(service)}>
                        <Trash2 />
                      </Button>
                    </div>
                  </div>
                  <p className="text-sm whitespace-pre-line text-muted-foreground [overflow-wrap:anywhere]">{service.description}</p>
                  <PackageDetails pkg={service} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <ServiceDialog open={dialogOpen} onOpenChange={setDialogOpen} service={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (!open ? setDeleting(null) : undefined)}
        title="Excluir serviço"
        description={SERVICE_MESSAGES.confirmDelete}
        confirmLabel="Excluir"
        pendingLabel="Excluindo..."
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
