import { toast } from 'sonner';
import {
  NOTICE_KINDS,
  NOTICE_KIND_LABELS,
  isOptionalEmailKind,
  isPushKind,
  type NoticeKind,
  type NotificationSettingsChange,
} from '@app/domain/schemas/notifications';
import { DEFAULT_QUIET_HOURS, quietHoursText } from '@app/domain/rules/quiet-hours';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { useChangeNotificationSettings, useNotificationSettings } from '../api/notification-settings';
import { useSendTestPush } from '../api/push-subscription';
import { usePushDevice, type PushDeviceState } from '../hooks/use-push-device';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

const DEVICE_TEXT: Record<PushDeviceState, string> = {
  on: 'As notificações estão ativadas neste aparelho.',
  off: 'Receba um aviso no celular ou no computador assim que um pedido chegar, mesmo com o site fechado.',
  blocked:
    'As notificações estão bloqueadas neste navegador. Para recebê-las, permita as notificações do Palco Brasil nas configurações do navegador.',
  'install-first':
    'Para receber notificações no iPhone, adicione o Palco Brasil à Tela de Início: toque em Compartilhar e em Adicionar à Tela de Início.',
  unsupported: 'Este navegador não recebe notificações. Os avisos continuam chegando por e-mail.',
};

const devicesText = (n: number) => (n === 1 ? '1 aparelho recebe' : `${n} aparelhos recebem`);

/**
 * 'Configurações → Notificações': this device's pushes (the permission, the iPhone's Home Screen,
 * a test), each kind by push and by e-mail, and the quiet hours. E-mails outside OPTIONAL_EMAILS
 * carry a link the next step needs and always go.
 */
export function NotificationsCard() {
  const settings = useNotificationSettings();
  const change = useChangeNotificationSettings();
  const device = usePushDevice(settings.data?.vapid_public_key);
  const test = useSendTestPush();
  const ready = Boolean(settings.data) && !change.isPending;

  const save = (patch: NotificationSettingsChange, done: string) =>
    change.mutate(patch, {
      onSuccess: () => toast.success(done),
      onError: () =>
        toast.error('Erro ao atualizar', { description: 'Não foi possível salvar sua preferência. Tente novamente.' }),
    });

  const toggle = (kind: NoticeKind, channel: 'push' | 'email', on: boolean) =>
    save(
      { [channel]: { [kind]: on } },
      `${channel === 'push' ? `Notificação ${on ? 'ativada' : 'desativada'}` : `E-mail ${on ? 'ativado' : 'desativado'}`}: ${NOTICE_KIND_LABELS[kind].label}`,
    );

  const run = (action: () => Promise<void>) =>
    action().catch((error: unknown) =>
      toast.error('Não foi possível ativar as notificações', {
        description: errorMessage(error, 'O navegador não conseguiu se inscrever. Tente de novo em instantes.'),
      }),
    );

  const sendTest = () =>
    test.mutate(undefined, {
      onSuccess: ({ sent }) =>
        sent > 0
          ? toast.success('Notificação de teste enviada', { description: `${devicesText(sent)} as notificações.` })
          : toast.error('Nenhum aparelho recebeu o teste', {
              description: 'O serviço de notificações recusou o envio. Ative de novo neste aparelho.',
            }),
      onError: (error) => toast.error('Teste não enviado', { description: errorMessage(error) }),
    });

  const quiet = settings.data?.quiet_hours ?? DEFAULT_QUIET_HOURS;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notificações</CardTitle>
        <CardDescription>Escolha o que chega no celular (push) e o que chega por e-mail.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <section aria-labelledby="push-device-title" className="flex flex-col gap-3 rounded-xl bg-brand-50 p-4">
          <h3 id="push-device-title" className="text-base font-semibold">
            Neste aparelho
          </h3>
          <p className="text-sm text-ink" role={device.state === 'install-first' ? 'note' : undefined}>
            {DEVICE_TEXT[device.state]}
            {settings.data &&
              settings.data.devices > 0 &&
              ` Hoje ${devicesText(settings.data.devices)} suas notificações.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {device.state === 'off' && (
              <Button size="sm" disabled={!settings.data || device.busy} onClick={() => void run(device.enable)}>
                Ativar notificações neste aparelho
              </Button>
            )}
            {device.state === 'on' && (
              <Button size="sm" variant="outline" disabled={device.busy} onClick={() => void run(device.disable)}>
                Desativar neste aparelho
              </Button>
            )}
            <Button size="sm" variant="outline" disabled={!settings.data || test.isPending} onClick={sendTest}>
              Enviar notificação de teste
            </Button>
          </div>
        </section>

        {NOTICE_KINDS.map((kind) => {
          const id = `notice-${kind}`;
          const { label, description } = NOTICE_KIND_LABELS[kind];
          return (
            <div
              key={kind}
              className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
            >
              <div>
                <p id={`${id}-label`} className="text-base font-semibold">
                  {label}
                </p>
                <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
                  {description}
                </p>
              </div>
              <div className="flex shrink-0 gap-6">
                {isPushKind(kind) ? (
                  <div className="flex items-center gap-2 sm:w-24">
                    <Switch
                      id={`${id}-push`}
                      aria-label={`Push: ${label}`}
                      aria-describedby={`${id}-hint`}
                      checked={settings.data?.push[kind] ?? true}
                      disabled={!ready}
                      onCheckedChange={(on) => toggle(kind, 'push', on)}
                    />
                    <Label htmlFor={`${id}-push`}>Push</Label>
                  </div>
                ) : (
                  <span className="flex w-[5.25rem] items-center text-sm text-muted-foreground sm:w-24">Sem push</span>
                )}
                <div className="flex items-center gap-2 sm:w-40">
                  {isOptionalEmailKind(kind) ? (
                    <Switch
                      id={`${id}-email`}
                      aria-label={`E-mail: ${label}`}
                      aria-describedby={`${id}-hint`}
                      checked={settings.data?.email[kind] ?? true}
                      disabled={!ready}
                      onCheckedChange={(on) => toggle(kind, 'email', on)}
                    />
                  ) : (
                    <Switch id={`${id}-email`} aria-label={`E-mail: ${label} (sempre enviado)`} checked disabled />
                  )}
                  <Label htmlFor={`${id}-email`}>{isOptionalEmailKind(kind) ? 'E-mail' : 'E-mail (sempre)'}</Label>
                </div>
              </div>
            </div>
          );
        })}

        <fieldset className="flex flex-col gap-3 rounded-xl border border-border p-4">
          <legend className="px-1 text-base font-semibold">Horário de silêncio</legend>
          <p id="quiet-hours-hint" className="text-sm text-muted-foreground">
            De {quietHoursText(quiet)} (horário de Brasília), notificações e lembretes esperam o fim do silêncio. Para
            não ter silêncio, escolha a mesma hora nos dois campos.
          </p>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            {(['from', 'until'] as const).map((end) => (
              <div key={end} className="flex flex-col gap-1.5">
                <Label htmlFor={`quiet-${end}`}>{end === 'from' ? 'Começa às' : 'Termina às'}</Label>
                <NativeSelect
                  id={`quiet-${end}`}
                  aria-describedby="quiet-hours-hint"
                  value={quiet[end]}
                  disabled={!ready}
                  onChange={(event) =>
                    save({ quiet_hours: { ...quiet, [end]: Number(event.target.value) } }, 'Horário de silêncio salvo')
                  }
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {hour}h
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
          </div>
        </fieldset>

        <p className="text-sm text-muted-foreground">
          Avisos essenciais são sempre enviados por e-mail: confirmação de e-mail, alterações de senha ou de e-mail,
          teste grátis, cobranças, resultado da verificação, quando seu perfil sai das buscas e os links dos acordos.
        </p>
      </CardContent>
    </Card>
  );
}
