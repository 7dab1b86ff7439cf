import {
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFieldKey,
  type ProfileFieldSection,
} from '@app/domain/rules/profile-fields';
import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { ProfileFormValues } from '../utils/profile-form';

type Form = UseFormReturn<ProfileFormValues>;

function FlagInput({ form, name, field }: { form: Form; name: ProfileFieldKey; field: ProfileField }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Controller
        control={form.control}
        name={name}
        render={({ field: control }) => (
          <Switch
            id={id}
            checked={control.value === true}
            onCheckedChange={control.onChange}
            aria-describedby={field.hint ? `${id}-hint` : undefined}
          />
        )}
      />
      <div className="flex flex-col gap-0.5">
        <Label htmlFor={id}>{field.label}</Label>
        {field.hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {field.hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The plain fields (rules/profile-fields.ts) of one section of the profile editor, in the table's
 * order: a text as a line or a box, a yes or no as a switch, each with its label and hint.
 */
export function ProfileFieldInputs({ form, section }: { form: Form; section: ProfileFieldSection }) {
  const errors = form.formState.errors;
  return PROFILE_FIELD_KEYS.filter((key) => PROFILE_FIELDS[key].section === section).map((key) => {
    const field: ProfileField = PROFILE_FIELDS[key];
    if (field.kind === 'flag') return <FlagInput key={key} form={form} name={key} field={field} />;
    const maxLength = field.typedMax ?? field.max;
    return (
      <FormField key={key} label={field.label} description={field.hint} error={errors[key]?.message}>
        {field.rows ? (
          <Textarea rows={field.rows} maxLength={maxLength} {...form.register(key)} />
        ) : (
          <Input maxLength={maxLength} placeholder={field.placeholder} autoComplete="off" {...form.register(key)} />
        )}
      </FormField>
    );
  });
}
