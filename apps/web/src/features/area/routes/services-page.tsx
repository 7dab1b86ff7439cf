import { SERVICE_MESSAGES } from '@app/domain/schemas/professional';
import { Briefcase } from 'lucide-react';
import { PackageDetails } from '@/components/package-details';
import { useDeleteService } from '../api/delete-service';
import { useOwnServices } from '../api/get-services';
import { EditableListPage } from '../components/editable-list-page';
import { ServiceDialog } from '../components/service-dialog';

const TEXTS = {
  title: 'Serviços',
  description:
    'Seus pacotes: o que inclui, o prazo e quanto custa. O menor preço aparece no seu cartão da busca e no perfil.',
  addLabel: 'Adicionar serviço',
  listLabel: 'Seus serviços',
  loadError: 'Não foi possível carregar seus serviços.',
  emptyTitle: 'Você ainda não cadastrou nenhum serviço.',
  emptyHint: 'Adicione pelo menos um serviço para completar seu perfil.',
  deleted: 'Serviço excluído',
  deleteError: 'Não foi possível excluir o serviço. Tente novamente.',
  confirmTitle: 'Excluir serviço',
  confirmDescription: SERVICE_MESSAGES.confirmDelete,
};

export function Component() {
  return (
    <EditableListPage
      items={useOwnServices()}
      remove={useDeleteService()}
      texts={TEXTS}
      loadToastId="load-services"
      emptyIcon={Briefcase}
      heading={(service) => <h2 className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">{service.title}</h2>}
      details={(service) => <PackageDetails pkg={service} />}
      editor={({ open, onOpenChange, item }) => (
        <ServiceDialog open={open} onOpenChange={onOpenChange} service={item} />
      )}
    />
  );
}
