import { zodResolver } from '@hookform/resolvers/zod';
import { HIRED_REVIEW_LABEL } from '@app/domain/constants/requests';
import { REQUEST_MESSAGES, dealReviewSchema } from '@app/domain/schemas/request';
import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { LinkInput } from '@/components/ui/link-input';
import { StarRatingController } from '@/components/ui/star-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useFormFailure } from '@/lib/form-failure';
import { useReviewDeal } from '../api/review-deal';

const formSchema = dealReviewSchema.omit({ token: true, professional_id: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * The review of a deal both sides confirmed, written from the request's page: no name or e-mail to
 * type (the request's), the link to the work optional, and the badge said up front.
 */
export function DealReviewDialog({
  token,
  professionalId,
  professionalName,
  open,
  onOpenChange,
}: {
  token: string;
  professionalId: string;
  professionalName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useReviewDeal(token);
  const { formError, fail, clear } = useFormFailure();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { comment: '', project_url: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (review) => {
    clear();
    try {
      await mutation.mutateAsync({ ...review, professional_id: professionalId });
      toast.success('Avaliação enviada', { description: REQUEST_MESSAGES.reviewSent, duration: 10_000 });
      onOpenChange(false);
    } catch (error) {
      fail(error instanceof ApiError && error.status < 500 ? error.message : REVIEW_MESSAGES.failure);
    }
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clear();
        onOpenChange(next);
      }}
      title={`Avaliar ${professionalName}`}
      description={
        <>
          Vocês dois confirmaram o negócio: sua avaliação aparece no perfil com o selo “{HIRED_REVIEW_LABEL}” depois de
          revisada pela nossa equipe, e conta mais na ordem dos melhor avaliados.
        </>
      }
      onSubmit={onSubmit}
      formError={formError}
      submitLabel="Enviar avaliação"
      pending={mutation.isPending}
    >
      <StarRatingController control={form.control} name="rating" />
      <FormField label="Comentário" required error={errors.comment?.message}>
        <Textarea rows={4} placeholder="Como foi o trabalho? O combinado foi cumprido?" {...form.register('comment')} />
      </FormField>
      <FormField
        label="Link do trabalho"
        error={errors.project_url?.message}
        description="Opcional: um vídeo ou uma música do evento, se houver."
      >
        <LinkInput form={form} name="project_url" autoComplete="url" />
      </FormField>
    </FormDialog>
  );
}
