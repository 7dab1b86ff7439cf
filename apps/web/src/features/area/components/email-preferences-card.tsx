import { toast } from 'sonner';
import { OPTIONAL_EMAIL_LABELS, OPTIONAL_EMAILS, type OptionalEmail } from '@app/domain/emails/preferences';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useChangeEmailPreferences, useEmailPreferences } from '../api/email-preferences';

/** 'Configurações': the notices a professional may turn off; the essential ones are named, and always go. */
export function EmailPreferencesCard() {
  const preferences = useEmailPreferences();
  const change = useChangeEmailPreferences();

  const toggle = (kind: OptionalEmail, on: boolean) => {
    change.mutate(
      { [kind]: on },
      {
        onSuccess: () =>
          toast.success(on ? 'Aviso ativado' : 'Aviso desativado', { description: OPTIONAL_EMAIL_LABELS[kind].label }),
        onError: () =>
          toast.error('Erro ao atualizar', {
            description: 'Não foi possível salvar sua preferência. Tente novamente.',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Avisos por e-mail</CardTitle>
        <CardDescription>Escolha quais avisos opcionais você quer receber.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {OPTIONAL_EMAILS.map((kind) => {
          const id = `email-notice-${kind}`;
          return (
            <div key={kind} className="flex items-start justify-between gap-4 rounded-xl border border-border p-4">
              <div>
                <Label htmlFor={id} className="text-base font-semibold">
                  {OPTIONAL_EMAIL_LABELS[kind].label}
                </Label>
                <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                  {OPTIONAL_EMAIL_LABELS[kind].description}
                </p>
              </div>
              <Switch
                id={id}
                aria-describedby={`${id}-hint`}
                checked={preferences.data?.[kind] ?? true}
                disabled={!preferences.data || change.isPending}
                onCheckedChange={(on) => toggle(kind, on)}
              />
            </div>
          );
        })}
        <p className="text-sm text-muted-foreground">
          Avisos essenciais são sempre enviados: confirmação de e-mail, alterações de senha ou de e-mail, teste grátis,
          cobranças, resultado da verificação e quando seu perfil sai das buscas.
        </p>
      </CardContent>
    </Card>
  );
}
