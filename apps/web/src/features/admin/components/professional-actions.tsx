import { BadgeCheck, Ban, FileSignature, LockOpen, ShieldOff } from 'lucide-react';
import { Link } from 'react-router';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import type { AdminProfessional } from '@app/domain/schemas/api/admin';
import { useUpdateProfessional } from '../api/update-professional';
import type { ProfessionalAction } from '../api/update-professional';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PublicProfileLink } from './public-profile-link';
import { runAdminAction } from '../utils/admin-action';

const DONE: Record<ProfessionalAction, string> = {
  verify: 'Profissional marcado como verificado.',
  unverify: 'Verificação removida.',
  block: 'Profissional bloqueado. O perfil saiu da busca e da página pública.',
  unblock: 'Profissional desbloqueado.',
};

interface ProfessionalActionsProps {
  professional: AdminProfessional;
  /** Stacked full-width buttons (table column) instead of a wrapping row. */
  stacked?: boolean;
}

export function ProfessionalActions({ professional, stacked = false }: ProfessionalActionsProps) {
  const update = useUpdateProfessional();
  const [confirmBlock, setConfirmBlock] = useState(false);

  const run = async (action: ProfessionalAction) => {
    await runAdminAction(async () => {
      await update.mutateAsync({ id: professional.id, action });
      toast.success(DONE[action]);
      setConfirmBlock(false);
    });
  };

  return (
    <div className={stacked ? 'flex w-52 flex-col gap-2 [&>*]:justify-start' : 'flex flex-wrap gap-2'}>
      {professional.verified ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void run('unverify')}
          disabled={update.isPending}
          aria-label={`Remover verificação de ${professional.name}`}
        >
          <ShieldOff aria-hidden />
          Remover verificação
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void run('verify')}
          disabled={update.isPending}
          aria-label={`Verificar ${professional.name}`}
        >
          <BadgeCheck aria-hidden />
          Verificar
        </Button>
      )}
      {professional.is_blocked ? (
        <Button
          variant="outline"
          size="sm"
          onClick={() => void run('unblock')}
          disabled={update.isPending}
          aria-label={`Desbloquear ${professional.name}`}
        >
          <LockOpen aria-hidden />
          Desbloquear
        </Button>
      ) : (
        <Button
          variant="outline"
          size="sm"
          className="text-danger hover:border-red-300 hover:bg-danger-soft"
          onClick={() => setConfirmBlock(true)}
          aria-label={`Bloquear ${professional.name}`}
        >
          <Ban aria-hidden />
          Bloquear
        </Button>
      )}
      <Button asChild variant="ghost" size="sm">
        <Link to={`/admin/acordos?profissional=${professional.id}`} aria-label={`Acordos de ${professional.name}`}>
          <FileSignature aria-hidden />
          Acordos
        </Link>
      </Button>
      {professional.is_blocked || stacked ? null : (
        <Button asChild variant="ghost" size="sm">
          <PublicProfileLink professional={professional} />
        </Button>
      )}
      <ConfirmDialog
        open={confirmBlock}
        onOpenChange={setConfirmBlock}
        title={`Bloquear ${professional.name}?`}
        description="O perfil sai da busca e da página pública imediatamente, e o contato fica indisponível. O profissional ainda poderá entrar, mas verá apenas o aviso de conta bloqueada."
        confirmLabel="Bloquear profissional"
        role="dialog"
        pending={update.isPending}
        onConfirm={() => void run('block')}
      />
    </div>
  );
}
