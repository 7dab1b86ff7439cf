import { megabytesText } from '@app/domain/rules/size-text';
import { REPORT_IMAGE_MAX_BYTES } from '@app/domain/constants/business';
import { DEFAULT_REPORT_REASONS } from '@app/domain/constants/catalog';
import { REPORT_MESSAGES, reportImageError, reportSchema } from '@app/domain/schemas/report';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { FilePicker } from '@/components/ui/file-picker';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { getVisitorId } from '@/lib/visitor-id';
import { useCreateReport } from '../api/create-report';
import { useReportStatus } from '../api/get-report-status';
import { useCatalog } from '@/lib/catalog';
import { useFormFailure } from '@/lib/form-failure';
import { useSchemaForm } from '@/lib/use-schema-form';
import { VisitorFormDialog } from './visitor-form-dialog';

const reportFormSchema = reportSchema.omit({ visitor_id: true });
type ReportFormInput = z.input<typeof reportFormSchema>;

const EMPTY: ReportFormInput = {
  reporter_name: '',
  reporter_email: '',
  report_reason: '',
  details: '',
  agreement_code: '',
};

interface ReportDialogProps {
  professionalId: string;
  professionalName: string;
  /** The reason chosen when the form opens ('Golpe ou cobrança suspeita' from a quote). */
  reason?: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function messageFor(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 409) return REPORT_MESSAGES.duplicate;
    if (error.status === 413) return REPORT_MESSAGES.imageSize;
    if (error.status === 415) return REPORT_MESSAGES.imageType;
    if (error.status === 400 || error.status === 429 || error.code === 'upstream_error') return error.message;
  }
  return REPORT_MESSAGES.failure;
}

export function ReportDialog({ professionalId, professionalName, reason, open, onOpenChange }: ReportDialogProps) {
  const catalog = useCatalog();
  const listed = catalog.data?.report_reasons.map((r) => r.reason) ?? [...DEFAULT_REPORT_REASONS];
  const reasons = reason && !listed.includes(reason) ? [...listed, reason] : listed;
  const mutation = useCreateReport(professionalId);
  const status = useReportStatus(professionalId, open);
  const { reset: resetMutation } = mutation;
  // A report just sent keeps the form on screen while the dialog closes; a new opening starts afresh.
  useEffect(() => {
    if (open) resetMutation();
  }, [open, resetMutation]);
  const form = useSchemaForm(reportFormSchema, { ...EMPTY, report_reason: reason ?? '' });
  const { errors } = form.formState;
  const [evidence, setEvidence] = useState<File | null>(null);
  const [evidenceError, setEvidenceError] = useState<string | null>(null);
  const { formError, fail, clear } = useFormFailure();
  const fileInput = useRef<HTMLInputElement>(null);
  const evidenceId = useId();

  const clearEvidence = () => {
    setEvidence(null);
    setEvidenceError(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = form.handleSubmit(async (values) => {
    if (evidenceError) return;
    clear();
    try {
      await mutation.mutateAsync({ ...values, visitor_id: getVisitorId(), evidence });
      toast.success(REPORT_MESSAGES.success);
      form.reset(EMPTY);
      clearEvidence();
      onOpenChange(false);
    } catch (error) {
      fail(messageFor(error));
    }
  });

  // Said before the form, not after it is filled in. Should the check fail, the form shows and the
  // server still refuses a second report.
  const alreadyReported = !mutation.isSuccess && (status.isPending || status.data?.reported);

  return (
    <VisitorFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reportar Profissional"
      description={`Viu algo errado no perfil de ${professionalName}? Conte o que aconteceu: nossa equipe analisa cada denúncia com cuidado.`}
      notice={
        alreadyReported
          ? {
              description: status.isPending ? 'Carregando...' : REPORT_MESSAGES.duplicate,
              detail: status.isPending
                ? null
                : 'Nossa equipe já recebeu a sua denúncia e vai analisá-la. Obrigado por avisar.',
              closeLabel: 'Fechar',
              closeVariant: 'outline',
            }
          : null
      }
      onSubmit={onSubmit}
      formError={formError}
      onClearError={clear}
      submitLabel="Enviar denúncia"
      submitVariant="destructive"
      pending={mutation.isPending}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Seu nome" required error={errors.reporter_name?.message}>
          <Input autoComplete="name" {...form.register('reporter_name')} />
        </FormField>
        <FormField label="Seu e-mail" required error={errors.reporter_email?.message}>
          <EmailInput {...form.register('reporter_email')} />
        </FormField>
      </div>
      <FormField label="Motivo" required error={errors.report_reason?.message}>
        <NativeSelect {...form.register('report_reason')}>
          <option value="">Selecione um motivo</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Detalhes" required error={errors.details?.message}>
        <Textarea
          rows={4}
          placeholder="Descreva o que aconteceu, com datas e links se tiver."
          {...form.register('details')}
        />
      </FormField>
      <FormField
        label="Código do acordo (opcional)"
        description="Se vocês fizeram um acordo pelo Palco Brasil, o código está no PDF e no e-mail (ex.: PB-7K3M-Q9XD)."
        error={errors.agreement_code?.message}
      >
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} {...form.register('agreement_code')} />
      </FormField>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={evidenceId} className="text-sm font-medium">
          Imagem de evidência (opcional)
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <FilePicker
            inputRef={fileInput}
            id={evidenceId}
            file={evidence}
            accept="image/jpeg,image/png,image/webp"
            aria-invalid={evidenceError ? true : undefined}
            aria-describedby={`${evidenceId}-hint${evidenceError ? ` ${evidenceId}-error` : ''}`}
            onChange={(event) => {
              const file = event.target.files?.[0] ?? null;
              if (!file) {
                clearEvidence();
                return;
              }
              const problem = reportImageError(file);
              setEvidenceError(problem);
              setEvidence(problem ? null : file);
            }}
          />
          {evidence ? (
            <Button variant="ghost" size="sm" onClick={clearEvidence}>
              <X aria-hidden />
              Remover imagem
            </Button>
          ) : null}
        </div>
        <p id={`${evidenceId}-hint`} className="text-xs text-muted-foreground">
          JPG, PNG ou WEBP com até {megabytesText(REPORT_IMAGE_MAX_BYTES)}.
        </p>
        {evidenceError ? (
          <p id={`${evidenceId}-error`} className="text-sm font-medium text-danger">
            {evidenceError}
          </p>
        ) : null}
      </div>
    </VisitorFormDialog>
  );
}
