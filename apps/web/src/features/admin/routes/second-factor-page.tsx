import { ADMIN_MESSAGES } from '@app/domain/schemas/admin';
import { recoveryCodeSchema, totpCodeSchema } from '@app/domain/schemas/second-factor';
import type { SecondFactorEnrolment } from '@app/domain/schemas/second-factor';
import { Copy, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PixQrCode } from '@/components/pix-qr-code';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { useSession } from '@/lib/session';
import { startEnrolment, useConfirmEnrolment, usePassSecondFactor, useSecondFactor } from '../api/second-factor';
import { AdminCard } from '../components/admin-card';

/** Only admin paths are followed afterwards. */
function safeTarget(from: unknown): string {
  return typeof from === 'string' && /^\/admin(\/|$|\?)/.test(from) && !/^\/admin\/(login|segundo-fator)/.test(from)
    ? from
    : '/admin';
}

/** One field for a code: the app's 6 digits, or a recovery code. */
function CodeForm({
  label,
  submitLabel,
  recovery,
  onCode,
}: {
  label: string;
  submitLabel: string;
  recovery: boolean;
  onCode: (code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = (recovery ? recoveryCodeSchema : totpCodeSchema).safeParse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setPending(true);
    try {
      await onCode(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <FormField label={label} required error={error ?? undefined}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoCapitalize={recovery ? 'characters' : 'off'}
          spellCheck={false}
          placeholder={recovery ? 'XXXXX-XXXXX' : '123456'}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}

/** The secret in groups of four, to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function Enrol({ onDone, created }: { onDone: () => void; created: boolean }) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const confirm = useConfirmEnrolment();

  useEffect(() => {
    let live = true;
    startEnrolment()
      .then((started) => live && setEnrolment(started))
      .catch((failure: unknown) => live && setStartError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, []);

  if (codes)
    return (
      <AdminCard
        title="Guarde os códigos de recuperação"
        description="Cada código entra uma vez, se você perder o celular. Guarde-os fora do celular (num gerenciador de senhas ou impressos): eles não aparecem de novo."
      >
        <ol aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-sm">
          {codes.map((c) => (
            <li key={c} className="rounded-md bg-muted px-2 py-1.5 text-center">
              {c}
            </li>
          ))}
        </ol>
        <div className="mt-4 flex flex-col gap-2">
          <Button
            variant="outline"
            onClick={() =>
              void copyText(codes.join('\n'), { title: 'Códigos copiados' }, 'Não foi possível copiar. Anote-os.')
            }
          >
            <Copy aria-hidden />
            Copiar códigos
          </Button>
          <Button size="lg" className="h-auto min-h-12 whitespace-normal" onClick={onDone}>
            Já guardei, continuar
          </Button>
        </div>
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
      {startError ? <FormError>{startError}</FormError> : null}
      {enrolment ? (
        <div className="flex flex-col gap-4">
          <ol className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground">
            <li>No aplicativo, adicione uma conta lendo o QR Code.</li>
            <li>Sem câmera? Digite a chave abaixo.</li>
            <li>Digite o código de 6 números que o aplicativo mostrar.</li>
          </ol>
          <PixQrCode
            code={enrolment.otpauth_url}
            label="QR Code para o aplicativo autenticador"
            className="size-48 self-center"
          />
          <p className="text-center text-sm">
            <span className="text-muted-foreground">Chave: </span>
            <code className="font-mono break-all" data-testid="totp-secret">
              {grouped(enrolment.secret)}
            </code>
          </p>
          <CodeForm
            label="Código do aplicativo"
            submitLabel="Confirmar"
            recovery={false}
            onCode={async (code) => setCodes((await confirm.mutateAsync(code)).recovery_codes)}
          />
        </div>
      ) : startError ? null : (
        <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" />
          Gerando o QR Code...
        </p>
      )}
    </AdminCard>
  );
}

function Verify() {
  const pass = usePassSecondFactor();
  const [recovery, setRecovery] = useState(false);
  return (
    <AdminCard
      title="Confirme que é você"
      description={
        recovery
          ? 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma vez.'
          : 'Digite o código de 6 números que o seu aplicativo autenticador mostra agora.'
      }
      footer={
        <button
          type="button"
          className="font-medium text-brand-700 hover:underline"
          onClick={() => setRecovery(!recovery)}
        >
          {recovery ? 'Usar o código do aplicativo' : 'Perdeu o celular? Usar um código de recuperação'}
        </button>
      }
    >
      <CodeForm
        key={String(recovery)}
        label={recovery ? 'Código de recuperação' : 'Código do aplicativo'}
        submitLabel="Entrar"
        recovery={recovery}
        onCode={async (code) => void (await pass.mutateAsync({ code, recovery }))}
      />
    </AdminCard>
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
  const status = useSecondFactor(isAdmin);
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
