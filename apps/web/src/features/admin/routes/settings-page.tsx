import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Pencil, Plus, Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { adminSettingsSchema, REPORT_REASON_MAX, reportReasonSchema } from '@app/domain/schemas/admin';
import type { ReportReasonInput } from '@app/domain/schemas/admin';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { useCreateReportReason } from '../api/create-report-reason';
import { useDeleteReportReason } from '../api/delete-report-reason';
import { useAdminSettings } from '../api/get-settings';
import { useRenameReportReason } from '../api/rename-report-reason';
import type { AdminSettings, ReportReasonRow } from '@app/domain/schemas/api/admin';
import { useUpdateSettings } from '../api/update-settings';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ActiveSessionsCard } from '@/components/active-sessions-card';
import { PageHeader } from '../components/page-header';
import { LoadError, LoadingRows } from '../components/query-state';
import { runAdminAction } from '../utils/admin-action';

export function Component() {
  const settings = useAdminSettings();
  return (
    <>
      <PageHeader
        title="Configurações"
        description="Regras de listagem, suporte, motivos de denúncia e as suas sessões."
      />
      {settings.isPending ? <LoadingRows rows={3} /> : null}
      {settings.isError ? <LoadError error={settings.error} onRetry={() => void settings.refetch()} /> : null}
      {settings.data ? (
        <div className="flex flex-col gap-6">
          <ListingCard settings={settings.data} />
          <SupportCard settings={settings.data} />
          <ReasonsCard reasons={settings.data.report_reasons} />
          <ActiveSessionsCard scope="admin" />
        </div>
      ) : null}
    </>
  );
}

function ListingCard({ settings }: { settings: AdminSettings }) {
  const update = useUpdateSettings();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Listagem</CardTitle>
      </CardHeader>
      <CardContent className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="text-sm font-medium text-ink">
            Listar apenas profissionais verificados
          </p>
          <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
            Quando ativado, só aparecem na busca (e só recebem contatos) os profissionais que a equipe marcou como
            verificados, além de assinatura ativa e e-mail confirmado. As páginas públicas ajustam o que prometem sobre
            verificação conforme esta opção.
          </p>
        </div>
        <Switch
          aria-labelledby={labelId}
          aria-describedby={descriptionId}
          checked={settings.list_only_verified}
          disabled={update.isPending}
          onCheckedChange={async (checked) => {
            await runAdminAction(async () => {
              await update.mutateAsync({ list_only_verified: checked });
              toast.success(
                checked
                  ? 'Agora só profissionais verificados aparecem na busca.'
                  : 'Profissionais não verificados voltaram a aparecer na busca.',
              );
            });
          }}
        />
      </CardContent>
    </Card>
  );
}

const supportFormSchema = z.object({ support_email: adminSettingsSchema.shape.support_email.unwrap() });
type SupportForm = z.input<typeof supportFormSchema>;

function SupportCard({ settings }: { settings: AdminSettings }) {
  const update = useUpdateSettings();
  const form = useForm<SupportForm>({
    resolver: zodResolver(supportFormSchema),
    values: { support_email: settings.support_email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const onSubmit = form.handleSubmit(async (input) => {
    await runAdminAction(async () => {
      await update.mutateAsync(input);
      toast.success('E-mail de suporte atualizado.');
    });
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Suporte</CardTitle>
        <CardDescription>
          Endereço mostrado aos profissionais na área deles (botão de suporte e aviso de conta bloqueada).
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField label="E-mail de suporte" error={errors.support_email?.message} className="flex-1">
            <EmailInput autoComplete="off" {...form.register('support_email')} />
          </FormField>
          <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting || !isDirty}>
            Salvar
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ReasonsCard({ reasons }: { reasons: ReportReasonRow[] }) {
  const create = useCreateReportReason();
  const form = useForm<ReportReasonInput>({ resolver: zodResolver(reportReasonSchema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await create.mutateAsync(reason);
      toast.success('Motivo adicionado.');
      form.reset({ reason: '' });
    } catch (error) {
      form.setError('reason', { message: errorMessage(error) });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Motivos de denúncia</CardTitle>
        <CardDescription>
          Opções do formulário de denúncia do perfil público. Denúncias já enviadas guardam o texto do motivo escolhido.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {reasons.map((reason) => (
            <ReasonRow key={reason.id} reason={reason} />
          ))}
          {reasons.length === 0 ? (
            <li className="p-4 text-sm text-muted-foreground">
              Nenhum motivo cadastrado: o formulário de denúncia fica sem opções.
            </li>
          ) : null}
        </ul>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField label="Novo motivo" error={errors.reason?.message} className="flex-1">
            <Input maxLength={REPORT_REASON_MAX} {...form.register('reason')} />
          </FormField>
          <Button type="submit" className="sm:mt-6.5" disabled={isSubmitting}>
            <Plus aria-hidden />
            Adicionar motivo
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ReasonRow({ reason }: { reason: ReportReasonRow }) {
  const rename = useRenameReportReason();
  const remove = useDeleteReportReason();
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const form = useForm<ReportReasonInput>({
    resolver: zodResolver(reportReasonSchema),
    values: { reason: reason.reason },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await rename.mutateAsync({ id: reason.id, reason: input.reason });
      toast.success('Motivo renomeado.');
      setEditing(false);
    } catch (error) {
      form.setError('reason', { message: errorMessage(error) });
    }
  });

  if (editing) {
    return (
      <li className="p-3">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <FormField
            label={`Novo nome para “${reason.reason}”`}
            error={errors.reason?.message}
            className="flex-1 [&>label]:sr-only"
          >
            <Input maxLength={REPORT_REASON_MAX} autoFocus {...form.register('reason')} />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" size="sm" className="h-11" disabled={isSubmitting}>
              <Check aria-hidden />
              Salvar
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              className="h-11"
              onClick={() => {
                form.reset({ reason: reason.reason });
                setEditing(false);
              }}
            >
              <X aria-hidden />
              Cancelar
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="flex items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink">{reason.reason}</p>
        <p className="text-xs text-muted-foreground">
          {reason.report_count === 1 ? '1 denúncia' : `${reason.report_count} denúncias`}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button size="icon" variant="ghost" aria-label={`Renomear “${reason.reason}”`} onClick={() => setEditing(true)}>
          <Pencil aria-hidden />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="text-danger hover:bg-danger-soft"
          aria-label={`Remover “${reason.reason}”`}
          onClick={() => setConfirm(true)}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title="Remover motivo?"
        description={`“${reason.reason}” deixa de aparecer no formulário de denúncia. As denúncias já enviadas com este motivo continuam guardadas.`}
        confirmLabel="Remover motivo"
        role="dialog"
        pending={remove.isPending}
        onConfirm={async () => {
          await runAdminAction(async () => {
            await remove.mutateAsync(reason.id);
            toast.success('Motivo removido.');
            setConfirm(false);
          });
        }}
      />
    </li>
  );
}
