import { zodResolver } from '@hookform/resolvers/zod';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DELETE_CONFIRMATION_WORD, PRIVACY_PATH } from '@app/domain/constants/legal';
import { deleteAccountSchema } from '@app/domain/schemas/account';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { leaveAfterAccountEnds } from '@/lib/session';
import { useDeleteAccount, useForgetAccount } from '../api/delete-account';
import { useDownloadOwnData } from '../api/export-data';

export function DataCard() {
  const download = useDownloadOwnData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Seus dados</CardTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que guardamos sobre sua conta: perfil, serviços, portfólio, assinatura, avaliações
          recebidas e totais de visitas e contatos, em um arquivo JSON. Saiba mais na{' '}
          <Link to={PRIVACY_PATH} className="font-medium text-brand-700 underline underline-offset-2">
            Política de Privacidade
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="outline"
          disabled={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
            })
          }
        >
          <Download aria-hidden />
          {download.isPending ? 'Preparando arquivo...' : 'Baixar meus dados'}
        </Button>
      </CardContent>
    </Card>
  );
}

type Values = z.input<typeof deleteAccountSchema>;
const EMPTY: Values = { password: '', confirmation: '' };

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const forget = useForgetAccount();
  const form = useForm<Values, unknown, z.output<typeof deleteAccountSchema>>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'confirmation' }) ?? '';
  const confirmed = typed.trim().toUpperCase() === DELETE_CONFIRMATION_WORD;

  const onSubmit = form.handleSubmit(async (values) => {
    // The server ends the session before it has finished deleting (the embedded database is then
    // compacted): a request the area makes meanwhile finds no session, and should go home too.
    leaveAfterAccountEnds('/');
    try {
      await remove.mutateAsync(values);
      toast.success('Conta excluída', {
        description: 'Seus dados foram apagados. Obrigado por ter feito parte do Palco Brasil.',
      });
      await navigate('/', { replace: true });
      forget();
    } catch (error) {
      leaveAfterAccountEnds(null);
      if (error instanceof ApiError && error.code === 'wrong_password')
        form.setError('password', { message: error.message });
      else toast.error('Erro', { description: errorMessage(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) form.reset(EMPTY);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Excluir conta</DialogTitle>
          <DialogDescription>
            Esta ação não pode ser desfeita. Sua assinatura será cancelada e seu perfil, serviços, portfólio, fotos,
            arquivos e avaliações serão apagados.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Senha atual" required error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
          <FormField
            label={`Digite ${DELETE_CONFIRMATION_WORD} para confirmar`}
            required
            error={errors.confirmation?.message}
          >
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register('confirmation')}
            />
          </FormField>
          <DialogFooter className="mt-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
              {remove.isPending ? 'Excluindo...' : 'Excluir conta definitivamente'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle className="text-danger">Excluir conta</CardTitle>
        <CardDescription>
          Apaga sua conta e tudo o que está ligado a ela, e cancela sua assinatura. Depois disso, este e-mail pode ser
          usado em um novo cadastro.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden />
          Excluir conta
        </Button>
        <DeleteAccountDialog open={open} onOpenChange={setOpen} />
      </CardContent>
    </Card>
  );
}
