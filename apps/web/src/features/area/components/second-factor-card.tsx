import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CodeForm, EnrolmentSteps, RecoveryCodeList } from '@/components/second-factor';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { useDisableSecondFactor, useRefreshSecondFactor, useSecondFactor } from '@/lib/second-factor';

type Step = { name: 'idle' } | { name: 'enrolling' } | { name: 'codes'; codes: string[] } | { name: 'disabling' };

/**
 * 'Verificação em duas etapas': optional for professionals. Turned on with the authenticator app
 * (QR Code, first code, ten recovery codes shown once); turned off with a code, never with the
 * session alone.
 */
export function SecondFactorCard() {
  const status = useSecondFactor('me');
  const refresh = useRefreshSecondFactor('me');
  const disable = useDisableSecondFactor();
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enrolled = status.data?.enrolled === true;

  const body = () => {
    if (status.isPending) return <Skeleton className="h-10" />;
    if (status.isError) return <ErrorAlert>{errorMessage(status.error)}</ErrorAlert>;
    if (step.name === 'enrolling')
      return (
        <div className="flex flex-col gap-3 sm:max-w-md">
          <EnrolmentSteps scope="me" onEnrolled={(codes) => setStep({ name: 'codes', codes })} />
          <Button variant="ghost" onClick={() => setStep({ name: 'idle' })}>
            Cancelar
          </Button>
        </div>
      );
    if (step.name === 'codes')
      return (
        <div className="flex flex-col gap-3 sm:max-w-md">
          <p className="text-sm">
            <strong>Guarde os códigos de recuperação.</strong> Cada um entra uma vez, se você perder o celular.
            Guarde-os fora do celular (num gerenciador de senhas ou impressos): eles não aparecem de novo.
          </p>
          <RecoveryCodeList codes={step.codes} />
          <Button
            size="lg"
            onClick={() => {
              void refresh();
              setStep({ name: 'idle' });
              toast.success('Verificação em duas etapas ativada', {
                description: 'Ao entrar, pediremos o código do aplicativo depois da senha.',
              });
            }}
          >
            Já guardei
          </Button>
        </div>
      );
    if (enrolled && step.name === 'disabling')
      return (
        <div className="flex flex-col gap-3 sm:max-w-md">
          <CodeForm
            label="Código do aplicativo ou de recuperação"
            submitLabel="Desativar"
            kind="either"
            autoFocus
            onCode={async (code) => {
              await disable.mutateAsync(code);
              setStep({ name: 'idle' });
              toast.success('Verificação em duas etapas desativada');
            }}
          />
          <Button variant="ghost" onClick={() => setStep({ name: 'idle' })}>
            Manter ativada
          </Button>
        </div>
      );
    if (enrolled)
      return (
        <div className="flex flex-col items-start gap-3">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="success">
              <ShieldCheck aria-hidden />
              Ativada
            </Badge>
            <span className="text-muted-foreground">
              {status.data.recovery_codes_left === 1
                ? 'Resta 1 código de recuperação.'
                : `Restam ${status.data.recovery_codes_left} códigos de recuperação.`}
            </span>
          </p>
          <Button variant="outline" onClick={() => setStep({ name: 'disabling' })}>
            Desativar
          </Button>
        </div>
      );
    return (
      <Button onClick={() => setStep({ name: 'enrolling' })}>
        <ShieldCheck aria-hidden />
        Ativar verificação em duas etapas
      </Button>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Verificação em duas etapas</CardTitle>
        <CardDescription>
          Além da senha, peça ao entrar um código do aplicativo autenticador do seu celular (Google Authenticator,
          Microsoft Authenticator, 1Password…). Quem descobrir sua senha não entra sem ele.
        </CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
