import { ADMIN_MESSAGES } from '@app/domain/schemas/admin';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { EnrolmentSteps, RecoveryCodeList, SecondFactorStep } from '@/components/second-factor';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { usePassSecondFactor, useSecondFactor } from '@/lib/second-factor';
import { useSession } from '@/lib/session';
import { AdminCard } from '../components/admin-card';

/** Only admin paths are followed afterwards. */
function safeTarget(from: unknown): string {
  return typeof from === 'string' && /^\/admin(\/|$|\?)/.test(from) && !/^\/admin\/(login|segundo-fator)/.test(from)
    ? from
    : '/admin';
}

function Enrol({ onDone, created }: { onDone: () => void; created: boolean }) {
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes)
    return (
      <AdminCard
        title="Guarde os códigos de recuperação"
        description="Cada código entra uma vez, se você perder o celular. Guarde-os fora do celular (num gerenciador de senhas ou impressos): eles não aparecem de novo."
      >
        <RecoveryCodeList codes={codes} />
        <Button size="lg" className="mt-2 h-auto min-h-12 w-full whitespace-normal" onClick={onDone}>
          Já guardei, continuar
        </Button>
      </AdminCard>
    );

  return (
    <AdminCard
      title="Configure o segundo fator"
      description="A administração pede, depois da senha, um código do seu aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password, Authy…)."
    >
      {created ? (
        <p role="status" className="mb-4 rounded-lg bg-success-soft p-3 text-sm font-medium text-success">
          {ADMIN_MESSAGES.setupDone}
        </p>
      ) : null}
      <EnrolmentSteps scope="admin" onEnrolled={setCodes} />
    </AdminCard>
  );
}

function Verify() {
  const pass = usePassSecondFactor();
  return (
    <SecondFactorStep
      Frame={AdminCard}
      onCode={async (code, recovery) => void (await pass.mutateAsync({ code, recovery }))}
    />
  );
}

/**
 * /admin/segundo-fator: after the password, the admin passes the second factor (the app's code or a
 * recovery code) or, the first time, sets it up; only then does the area open.
 */
export function Component() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = session.data?.user?.role === 'admin';
  const status = useSecondFactor('admin', isAdmin);
  const state = location.state as { from?: unknown; created?: boolean } | null;
  const target = safeTarget(state?.from);

  if (session.isPending || (isAdmin && status.isPending))
    return (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 py-24 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-5 animate-spin text-brand-600" />
        Carregando...
      </p>
    );
  if (!isAdmin) return <Navigate to="/admin/login" replace />;
  if (status.isError)
    return (
      <AdminCard title="Não foi possível continuar">
        <FormError>{errorMessage(status.error)}</FormError>
      </AdminCard>
    );
  if (status.data?.verified) return <Navigate to={target} replace />;
  if (status.data?.enrolled) return <Verify />;
  return (
    <Enrol
      created={state?.created === true}
      onDone={() => {
        void status.refetch().then(() => navigate(target, { replace: true }));
      }}
    />
  );
}
