import { zodResolver } from '@hookform/resolvers/zod';
import { SERVICE_CITIES_MAX } from '@app/domain/constants/instruments';
import {
  CATALOGUE_FIELD_KEYS,
  CATALOGUE_FIELDS,
  catalogueLabel,
  catalogueSlugs,
} from '@app/domain/rules/catalogue-fields';
import { GENRE_SECTIONS } from '@app/domain/constants/genres';
import { OCCASION_SLUGS, occasionLabel } from '@app/domain/constants/occasions';
import { maskBrazilPhone } from '@app/domain/rules/contact';
import { PROFILE_MESSAGES, profileUpdateFailed } from '@app/domain/schemas/professional';
import { Save } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, type ControllerProps, type FieldPath } from 'react-hook-form';
import { useBlocker } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { CityPicker } from '@/components/city-picker';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useEditorCatalog } from '../api/get-catalog';
import { useUpdateProfile } from '../api/update-profile';
import { AiButtons } from '../components/ai-buttons';
import { CatalogueSuggestions } from '../components/catalogue-suggestions';
import { ChipMultiSelect } from '../components/chip-multi-select';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { PhotoEditor } from '../components/photo-editor';
import { ProfileFieldInputs } from '../components/profile-field-inputs';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { useAiText } from '../hooks/use-ai-text';
import { useAreaProfile } from '../hooks/use-area-profile';
import { profileErrorTitle, profileFormSchema, toFormValues, toUpdateInput } from '../utils/profile-form';
import type { ProfileFormValues } from '../utils/profile-form';

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">{children}</CardContent>
    </Card>
  );
}

export function Component() {
  const profile = useAreaProfile();
  const catalog = useEditorCatalog().data;
  const update = useUpdateProfile();
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toFormValues(profile),
  });
  const { errors, isDirty } = form.formState;
  /** A field the form holds through react-hook-form's Controller: `render` gets it and its setter. */
  const controlled = <N extends FieldPath<ProfileFormValues>>(
    name: N,
    render: ControllerProps<ProfileFormValues, N>['render'],
  ) => <Controller control={form.control} name={name} render={render} />;
  const code = form.watch('whatsapp_country_code');
  const outside = form.watch('outside_brazil');
  const negotiable = form.watch('is_price_negotiable');
  // Leaving the page inside the app with unsaved changes asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !update.isPending && currentLocation.pathname !== nextLocation.pathname,
  );

  const ai = {
    isSubscriber: profile.is_active,
    onSubscriptionRequired: () => setSubscribeOpen(true),
  };
  const bioAi = useAiText({
    ...ai,
    type: 'biography',
    getText: () => form.getValues('bio'),
    setText: (text) => form.setValue('bio', text, { shouldDirty: true }),
  });
  const equipmentAi = useAiText({
    ...ai,
    type: 'equipment',
    getText: () => form.getValues('equipment'),
    setText: (text) => form.setValue('equipment', text, { shouldDirty: true }),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(toUpdateInput(values));
      form.reset(toFormValues(saved));
      toast.success(PROFILE_MESSAGES.saved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        toast.error('Erro', { description: PROFILE_MESSAGES.notAuthenticated });
        return;
      }
      const message = error instanceof ApiError ? error.message : '';
      const title = profileErrorTitle(message);
      if (title !== 'Erro') toast.error(title, { description: message });
      else if (error instanceof ApiError && error.status === 400)
        toast.error(title, { description: profileUpdateFailed(message) });
      else toast.error(title, { description: PROFILE_MESSAGES.saveFailed });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Meu Perfil</h1>
          <p className="mt-1 text-muted-foreground">Essas informações aparecem no seu perfil público.</p>
        </div>
      </header>

      <Section title="Foto do perfil">
        <PhotoEditor image={profile.image} name={profile.name} />
      </Section>

      <Section title="Informações Básicas">
        <FormField label="Nome" required error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <ProfileFieldInputs form={form} section="basics" />
        <AiButtons label="Melhorar com IA" ai={bioAi} />
      </Section>

      <Section title="Informações de Contato">
        <ProfileFieldInputs form={form} section="contact" />
        <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
          <FormField label="Código do país">
            <NativeSelect
              value={code}
              onChange={(e) => {
                form.setValue('whatsapp_country_code', e.target.value, { shouldDirty: true });
                // A number typed for another country is meaningless here.
                form.setValue('whatsapp_number', '', { shouldDirty: true });
              }}
            >
              {catalog?.dialling_codes.map((d) => (
                <option key={d.code} value={d.code}>
                  {d.country} (+{d.code})
                </option>
              ))}
            </NativeSelect>
          </FormField>
          {controlled('whatsapp_number', ({ field }) => (
            <FormField
              label="WhatsApp"
              description={code === '55' ? 'DDD e número: (99) 99999-9999' : 'Número com código de área.'}
            >
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder={code === '55' ? '(99) 99999-9999' : ''}
                value={field.value}
                onBlur={field.onBlur}
                name={field.name}
                ref={field.ref}
                onChange={(e) => field.onChange(code === '55' ? maskBrazilPhone(e.target.value) : e.target.value)}
              />
            </FormField>
          ))}
        </div>
      </Section>

      <Section title="Precificação" description="O valor mínimo cobrado pelos seus serviços, em reais.">
        <ProfileFieldInputs form={form} section="pricing" />
        {!negotiable ? (
          <FormField label="Preço mínimo (R$)" error={errors.min_price?.message}>
            <Input inputMode="numeric" placeholder="Ex.: 150" className="sm:max-w-48" {...form.register('min_price')} />
          </FormField>
        ) : null}
      </Section>

      <Section title="Equipamentos">
        <FormField label="Equipamentos" description="Separe os itens por vírgula.">
          <Textarea
            rows={3}
            placeholder="Shure SM7B, Focusrite Scarlett 2i2, Ableton Live"
            {...form.register('equipment')}
          />
        </FormField>
        <AiButtons label="Organizar com IA" ai={equipmentAi} />
      </Section>

      {(
        [
          ['specialties', 'Especialidades', catalog?.specialties],
          ['genres', 'Gêneros Musicais', catalog?.genres],
          ['service_types', 'Tipos de Serviço', catalog?.service_types],
        ] as const
      ).map(([name, title, options]) => (
        <Section key={name} title={title}>
          {controlled(name, ({ field }) => (
            <ChipMultiSelect
              label={title}
              options={options ?? []}
              value={field.value}
              onChange={field.onChange}
              sections={name === 'genres' ? GENRE_SECTIONS : undefined}
            />
          ))}
          {name === 'service_types' ? null : <CatalogueSuggestions kind={name === 'genres' ? 'genre' : 'specialty'} />}
        </Section>
      ))}

      {[
        ...CATALOGUE_FIELD_KEYS.map((key) => {
          const field = CATALOGUE_FIELDS[key];
          return {
            name: key,
            title: field.label,
            description: field.hint,
            options: catalogueSlugs(key),
            optionLabel: (slug: string) => catalogueLabel(key, slug),
          };
        }),
        {
          name: 'occasions' as const,
          title: 'Ocasiões que atende',
          description: 'Além das ocasiões dos seus pacotes, marque para que eventos você pode ser contratado.',
          options: OCCASION_SLUGS,
          optionLabel: occasionLabel,
        },
      ].map(({ name, title, description, ...choices }) => (
        <Section key={name} title={title} description={description}>
          {controlled(name, ({ field }) => (
            <ChipMultiSelect label={title} {...choices} value={field.value} onChange={field.onChange} />
          ))}
        </Section>
      ))}

      <Section title="Localização">
        <div className="flex items-center gap-3">
          {controlled('outside_brazil', ({ field }) => (
            <Switch
              id="outside-brazil"
              checked={field.value}
              onCheckedChange={(checked) => {
                field.onChange(checked);
                // Only one mode is kept: the other one's fields are cleared.
                if (checked) {
                  form.setValue('city', [], { shouldDirty: true });
                  form.setValue('state', '', { shouldDirty: true });
                  form.setValue('service_cities', [], { shouldDirty: true });
                } else {
                  form.setValue('country', '', { shouldDirty: true });
                }
              }}
            />
          ))}
          <Label htmlFor="outside-brazil">Moro fora do Brasil</Label>
        </div>
        {outside ? (
          <FormField label="País">
            <Input autoComplete="country-name" {...form.register('country')} />
          </FormField>
        ) : (
          <>
            {controlled('city', ({ field }) => (
              <CityPicker
                label="Cidade"
                placeholder="Digite o nome da sua cidade"
                max={1}
                value={field.value}
                onChange={field.onChange}
              />
            ))}
            {controlled('service_cities', ({ field }) => (
              <CityPicker
                label="Outras cidades onde toca presencialmente"
                placeholder="Adicionar cidade"
                max={SERVICE_CITIES_MAX}
                value={field.value}
                onChange={field.onChange}
                description={`Até ${SERVICE_CITIES_MAX} cidades. Se você atende à distância (Tipos de Serviço), aparece nas buscas de qualquer cidade.`}
              />
            ))}
          </>
        )}
      </Section>

      <div className="sticky bottom-3 z-10 flex justify-end">
        <Button type="submit" size="lg" disabled={update.isPending} className="shadow-lift">
          <Save aria-hidden />
          {update.isPending ? 'Salvando...' : 'Salvar alterações'}
        </Button>
      </div>

      <SubscribeDialog kind="ai" open={subscribeOpen} onOpenChange={setSubscribeOpen} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => (!open && blocker.state === 'blocked' ? blocker.reset() : undefined)}
        title="Descartar alterações?"
        description="Você tem alterações que ainda não foram salvas. Se sair agora, elas serão perdidas."
        confirmLabel="Sair sem salvar"
        onConfirm={() => (blocker.state === 'blocked' ? blocker.proceed() : undefined)}
      />
    </form>
  );
}
