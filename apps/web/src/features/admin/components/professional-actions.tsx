import { BadgeCheck, Ban, FileSignature, LockOpen, ShieldOff } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
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

/** The actions taken without a confirmation: their button's look and words. */
const AT_ONCE: Record<
  Exclude<ProfessionalAction, 'block'>,
  { variant: 'secondary' | 'outline'; icon: LucideIcon; label: string; ariaLabel: (name: string) => string }
> = {
  verify: { variant: 'secondary', icon: BadgeCheck, label: 'Verificar', ariaLabel: (name) => `Verificar ${name}` },
  unverify: {
    variant: 'outline',
    icon: ShieldOff,
    label: 'Remover verificação',
    ariaLabel: (name) => `Remover verificação de ${name}`,
  },
  unblock: { variant: 'outline', icon: LockOpen, label: 'Desbloquear', ariaLabel: (name) => `Desbloquear ${name}` },
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

  /** A button that runs its action at once. */
  const actNow = (action: keyof typeof AT_ONCE) => {
    const { variant, icon: Icon, label, ariaLabel } = AT_ONCE[action];
    return (
      <Button
        variant={variant}
        size="sm"
        onClick={() => void run(action)}
        disabled={update.isPending}
        aria-label={ariaLabel(professional.name)}
      >
        <Icon aria-hidden />
        {label}
      </Button>
    );
  };

  return (
    <div className={stacked ? 'flex w-52 flex-col gap-2 [&>*]:justify-start' : 'flex flex-wrap gap-2'}>
      {actNow(professional.verified ? 'unverify' : 'verify')}
      {professional.is_blocked ? (
        actNow('unblock')
      ) : (
        <Button
          variant="dangerOutline"
          size="sm"
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
