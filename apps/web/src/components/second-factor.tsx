import { recoveryCodeSchema, totpCodeSchema } from '@app/domain/schemas/second-factor';
import type { SecondFactorEnrolment } from '@app/domain/schemas/second-factor';
import { Copy, Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ComponentType, FormEvent, ReactNode } from 'react';
import { PixQrCode } from '@/components/pix-qr-code';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { copyText } from '@/lib/copy-text';
import { startEnrolment, useConfirmEnrolment, type SecondFactorScope } from '@/lib/second-factor';

/**
 * The pieces of the second factor that the admin's gate, the professional's log-in and
 * 'Configurações' share: the field for a code, the enrolment (QR Code, key, first code) and the
 * recovery codes shown once.
 */

/** One field for a code: the app's 6 digits, a recovery code, or (`either`) whichever is typed. */
export function CodeForm({
  label,
  submitLabel,
  kind,
  onCode,
  autoFocus = false,
}: {
  label: string;
  submitLabel: string;
  kind: 'app' | 'recovery' | 'either';
  onCode: (code: string) => Promise<void>;
  autoFocus?: boolean;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const parse = (typed: string) => {
    if (kind === 'recovery') return recoveryCodeSchema.safeParse(typed);
    const app = totpCodeSchema.safeParse(typed);
    return kind === 'either' && !app.success ? recoveryCodeSchema.safeParse(typed) : app;
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse(code);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setPending(true);
    try {
      await onCode(parsed.data);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
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
          autoFocus={autoFocus}
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          autoCapitalize={kind === 'app' ? 'off' : 'characters'}
          spellCheck={false}
          placeholder={kind === 'recovery' ? 'XXXXX-XXXXX' : '123456'}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Loader2 aria-hidden className="animate-spin" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}

/** The ten recovery codes, shown once, with a button to copy them all. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <div className="flex flex-col gap-3">
      <ol aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((c) => (
          <li key={c} className="rounded-md bg-muted px-2 py-1.5 text-center">
            {c}
          </li>
        ))}
      </ol>
      <Button
        variant="outline"
        onClick={() =>
          void copyText(codes.join('\n'), { title: 'Códigos copiados' }, 'Não foi possível copiar. Anote-os.')
        }
      >
        <Copy aria-hidden />
        Copiar códigos
      </Button>
    </div>
  );
}

/** The secret in groups of four, to type into an app that cannot scan. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up the app: a new secret is asked for on arrival, shown as a QR Code and as a key, and
 * the app's first code confirms it; `onEnrolled` gets the recovery codes.
 */
export function EnrolmentSteps({
  scope,
  onEnrolled,
}: {
  scope: SecondFactorScope;
  onEnrolled: (recoveryCodes: string[]) => void;
}) {
  const [enrolment, setEnrolment] = useState<SecondFactorEnrolment | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const confirm = useConfirmEnrolment(scope);

  useEffect(() => {
    let live = true;
    startEnrolment(scope)
      .then((started) => live && setEnrolment(started))
      .catch((failure: unknown) => live && setStartError(errorMessage(failure)));
    return () => {
      live = false;
    };
  }, [scope]);

  if (startError) return <FormError>{startError}</FormError>;
  if (!enrolment)
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-sm text-muted-foreground">
        <Loader2 aria-hidden className="size-4 animate-spin" />
        Gerando o QR Code...
      </p>
    );
  return (
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
        kind="app"
        onCode={async (code) => onEnrolled((await confirm.mutateAsync(code)).recovery_codes)}
      />
    </div>
  );
}

/** What draws the code step's card: the account screens' frame, or the admin's marked one. */
type StepFrame = ComponentType<{ title: string; description: ReactNode; footer: ReactNode; children: ReactNode }>;

/**
 * After the password: the app's code, or (a tap away) a recovery code. `onCode` passes the session;
 * `back` is a way out under the switch, where the screen has one.
 */
export function SecondFactorStep({
  Frame,
  onCode,
  back,
}: {
  Frame: StepFrame;
  onCode: (code: string, recovery: boolean) => Promise<void>;
  back?: ReactNode;
}) {
  const [recovery, setRecovery] = useState(false);
  return (
    <Frame
      title="Confirme que é você"
      description={
        recovery
          ? 'Digite um dos códigos de recuperação que você guardou. Cada um vale uma vez.'
          : 'Digite o código de 6 números que o seu aplicativo autenticador mostra agora.'
      }
      footer={
        <div className="flex flex-col items-center gap-2">
          <button
            type="button"
            className="font-medium text-brand-700 underline-offset-4 hover:underline"
            onClick={() => setRecovery(!recovery)}
          >
            {recovery ? 'Usar o código do aplicativo' : 'Perdeu o celular? Usar um código de recuperação'}
          </button>
          {back}
        </div>
      }
    >
      <CodeForm
        key={String(recovery)}
        label={recovery ? 'Código de recuperação' : 'Código do aplicativo'}
        submitLabel="Entrar"
        kind={recovery ? 'recovery' : 'app'}
        autoFocus
        onCode={(code) => onCode(code, recovery)}
      />
    </Frame>
  );
}
