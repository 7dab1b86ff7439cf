import { REVIEW_MESSAGES } from '@app/domain/schemas/review-messages';
import { reviewSchema } from '@app/domain/schemas/review';
import type { ReviewInput } from '@app/domain/schemas/review';
import type { DefaultValues } from 'react-hook-form';
import { toast } from 'sonner';
import { FormField } from '@/components/ui/form-field';
import { EmailInput } from '@/components/ui/email-input';
import { Input } from '@/components/ui/input';
import { LinkInput } from '@/components/ui/link-input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { getVisitorId } from '@/lib/visitor-id';
import { useCreateReview } from '../api/create-review';
import { formatLocalDateTime } from '@/lib/format';
import { useFormFailure } from '@/lib/form-failure';
import { useSchemaForm } from '@/lib/use-schema-form';
import { rememberReview, reviewBlockReason, reviewCooldownEndsAt } from '../utils/review-guard';
import { StarRatingController } from '@/components/ui/star-input';
import { VisitorFormDialog } from './visitor-form-dialog';

interface ReviewDialogProps {
  professionalId: string;
  professionalName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const EMPTY: DefaultValues<ReviewInput> = { project_url: '', user_name: '', user_email: '', comment: '' };

export function ReviewDialog({ professionalId, professionalName, open, onOpenChange }: ReviewDialogProps) {
  const { formError, fail, clear } = useFormFailure();
  const mutation = useCreateReview(professionalId);
  const form = useSchemaForm(reviewSchema, EMPTY);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (review) => {
    clear();
    const blocked = reviewBlockReason(professionalId, review.user_email);
    if (blocked) {
      fail(blocked);
      return;
    }
    try {
      await mutation.mutateAsync({ ...review, visitor_id: getVisitorId() });
      rememberReview(professionalId, review.user_email);
      toast.success(REVIEW_MESSAGES.success, { description: REVIEW_MESSAGES.checkEmail, duration: 10_000 });
      form.reset(EMPTY);
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) fail(REVIEW_MESSAGES.duplicate);
      else if (error instanceof ApiError && (error.status === 403 || error.status === 429)) fail(error.message);
      else fail(REVIEW_MESSAGES.failure);
    }
  });

  // Read when the dialog opens: a running cooldown is said at once, not after the form is filled in.
  const cooldownEndsAt = open ? reviewCooldownEndsAt() : null;

  return (
    <VisitorFormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Avaliar Profissional"
      description={`Conte como foi trabalhar com ${professionalName}. Depois de enviar, confirme a avaliação pelo link que mandaremos para o seu e-mail: só então ela segue para a revisão da nossa equipe e é publicada.`}
      notice={
        cooldownEndsAt
          ? {
              description: REVIEW_MESSAGES.cooldownUntil(formatLocalDateTime(cooldownEndsAt)),
              detail: REVIEW_MESSAGES.cooldownRule,
              closeLabel: 'Entendi',
            }
          : null
      }
      onSubmit={onSubmit}
      formError={formError}
      onClearError={clear}
      submitLabel="Enviar avaliação"
      pending={mutation.isPending}
    >
      <StarRatingController control={form.control} name="rating" />

      <FormField
        label="Link do projeto"
        required
        error={errors.project_url?.message}
        description="Link da música ou do trabalho feito (YouTube, Spotify, SoundCloud, Drive...)."
      >
        <LinkInput form={form} name="project_url" autoComplete="url" />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Seu nome" required error={errors.user_name?.message}>
          <Input autoComplete="name" {...form.register('user_name')} />
        </FormField>
        <FormField label="Seu e-mail" required error={errors.user_email?.message}>
          <EmailInput {...form.register('user_email')} />
        </FormField>
      </div>
      <FormField label="Comentário" required error={errors.comment?.message}>
        <Textarea
          rows={4}
          placeholder="Como foi a experiência? O resultado atendeu ao que você esperava?"
          {...form.register('comment')}
        />
      </FormField>
    </VisitorFormDialog>
  );
}
