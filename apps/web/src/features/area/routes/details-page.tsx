import { Save } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateWorkDetails } from '../api/update-work-details';
import { AiButtons } from '../components/ai-buttons';
import { SubscribeDialog } from '../components/subscribe-dialog';
import { useAiText } from '../hooks/use-ai-text';
import { useAreaProfile } from '../hooks/use-area-profile';

export function Component() {
  const profile = useAreaProfile();
  const [text, setText] = useState(profile.work_details ?? '');
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const save = useUpdateWorkDetails();
  const ai = useAiText({
    type: 'work_details',
    isSubscriber: profile.is_active,
    getText: () => text,
    setText,
    onSubscriptionRequired: () => setSubscribeOpen(true),
  });

  const submit = async () => {
    try {
      await save.mutateAsync(text);
      toast.success('Perfil atualizado');
    } catch {
      toast.error('Erro', { description: 'Não foi possível atualizar os detalhes do trabalho. Tente novamente.' });
    }
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Detalhes</h1>
        <p className="mt-1 text-muted-foreground">
          Como você trabalha: prazos, revisões, formatos de entrega e o que o cliente precisa enviar. Aparece na aba
          Detalhes do seu perfil.
        </p>
      </header>
      <Card>
        <CardContent className="flex flex-col gap-4">
          <FormField label="Detalhes do trabalho" description="As quebras de linha são mantidas no perfil público.">
            <Textarea
              rows={12}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={'Prazo de entrega: ...\nRevisões incluídas: ...\nFormato de entrega: ...'}
            />
          </FormField>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <AiButtons label="Gerar com IA" ai={ai} />
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden />
              {save.isPending ? 'Salvando...' : 'Salvar detalhes'}
            </Button>
          </div>
        </CardContent>
      </Card>
      <SubscribeDialog kind="ai" open={subscribeOpen} onOpenChange={setSubscribeOpen} />
    </form>
  );
}
