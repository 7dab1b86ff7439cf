import { PIX_KEY_KINDS, pixKeyInputSchema, type PixKeyInput } from '@app/domain/schemas/pix-key';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useOwnPixKey, useSavePixKey } from '../api/pix-key';
import { firstMessages } from '@/lib/field-errors';

const PLACEHOLDER: Record<PixKeyInput['kind'], string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  phone: '(11) 98765-4321',
  email: 'voce@exemplo.com.br',
  evp: '123e4567-e89b-12d3-a456-426614174000',
};

type Errors = Partial<Record<'key' | 'holder_name', string>>;

/** 'Chave Pix para sinais': where a client pays a deposit, and the name their bank will show. */
export function PixKeyCard() {
  const current = useOwnPixKey().data?.pix_key ?? null;
  const save = useSavePixKey();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<PixKeyInput>({ kind: 'cpf', key: '', holder_name: '' });
  const [errors, setErrors] = useState<Errors>({});
  const open = editing || !current;

  const submit = () => {
    const parsed = pixKeyInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(firstMessages<keyof Errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: () => {
        setEditing(false);
        toast.success('Chave Pix salva', { description: 'Os clientes vão ver o nome do titular antes de pagar.' });
      },
      onError: (error) =>
        error instanceof ApiError && error.status === 400
          ? setErrors({ key: error.message })
          : toast.error('Erro', { description: errorMessage(error) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Chave Pix para sinais</CardTitle>
        <CardDescription>
          Onde o cliente paga o sinal de um trabalho combinado, direto para você: o Palco Brasil não recebe nem retém
          dinheiro. Use uma chave no seu nome.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {current && !editing ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Chave</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">
                {PIX_KEY_KINDS.find((k) => k.kind === current.kind)?.label}: {current.masked}
              </dd>
              <dt className="text-muted-foreground">Titular</dt>
              <dd className="font-medium">{current.holder_name}</dd>
            </dl>
            <div className="flex gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setValues({ kind: current.kind, key: '', holder_name: current.holder_name });
                  setEditing(true);
                }}
              >
                Trocar chave
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={save.isPending}
                onClick={() => save.mutate(null, { onSuccess: () => toast.success('Chave Pix removida') })}
              >
                Remover
              </Button>
            </div>
          </div>
        ) : null}
        {open ? (
          <>
            <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <FormField label="Tipo">
                <NativeSelect
                  value={values.kind}
                  onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value as PixKeyInput['kind'] }))}
                >
                  {PIX_KEY_KINDS.map((k) => (
                    <option key={k.kind} value={k.kind}>
                      {k.label}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
              <FormField label="Chave" error={errors.key}>
                <Input
                  value={values.key}
                  placeholder={PLACEHOLDER[values.kind]}
                  autoComplete="off"
                  inputMode={
                    values.kind === 'cpf' || values.kind === 'cnpj' || values.kind === 'phone' ? 'numeric' : 'text'
                  }
                  onChange={(e) => setValues((v) => ({ ...v, key: e.target.value }))}
                />
              </FormField>
            </div>
            <FormField
              label="Nome do titular, como o banco mostra"
              error={errors.holder_name}
              description="O cliente confere este nome no app do banco antes de pagar."
            >
              <Input
                value={values.holder_name}
                maxLength={60}
                onChange={(e) => setValues((v) => ({ ...v, holder_name: e.target.value }))}
              />
            </FormField>
            <div className="flex gap-2">
              <Button size="sm" disabled={save.isPending} onClick={submit}>
                {save.isPending ? 'Salvando...' : 'Salvar chave'}
              </Button>
              {current ? (
                <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
                  Cancelar
                </Button>
              ) : null}
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
