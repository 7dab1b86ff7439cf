import { reais } from '@app/domain/rules/agreement';
import type { AgreementView } from '@app/domain/schemas/agreement';
import { CheckCircle2, Copy, Landmark } from 'lucide-react';
import { PixQrCode } from '@/components/pix-qr-code';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { copyText } from '@/lib/copy-text';
import { formatLocalDateTime } from '@/lib/format';
import { useDepositReceived } from '../api/agreement';

const RECEIPTS =
  'Só vale o que aparece no extrato. Um comprovante pode ser de um Pix agendado, que ainda não saiu da conta, ou uma imagem montada; e ninguém deve pedir de volta uma “diferença paga a mais”.';

/**
 * The deposit once both accepted: for the client, the Pix code (QR and copia e cola) with the name
 * their bank will show; for the professional, 'Recebi no extrato'. Paid means seen in the statement.
 */
export function DepositCard({ token, view }: { token: string; view: AgreementView }) {
  const received = useDepositReceived(token);
  const { content } = view.current;
  const amount = reais(content.terms.deposit_cents);
  const receivedAt = view.deposit.received_at;

  if (receivedAt)
    return (
      <Card className="border-success/30 bg-success-soft">
        <CardContent className="flex items-start gap-3">
          <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          <div>
            <h2 className="font-semibold">Sinal recebido</h2>
            <p className="text-sm">
              {content.professional.name} confirmou em {formatLocalDateTime(new Date(receivedAt))} que o sinal de{' '}
              {amount} chegou ao extrato.
            </p>
          </div>
        </CardContent>
      </Card>
    );

  if (view.party === 'professional')
    return (
      <Card className="border-brand-300">
        <CardContent className="flex flex-col gap-3">
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Landmark aria-hidden className="size-5 text-brand-700" />
            Sinal de {amount}
          </h2>
          <p className="text-sm">
            {content.pix
              ? `O cliente paga pelo Pix da chave ${content.pix.key}, escrita no acordo. Quando o valor aparecer no extrato do seu banco, marque abaixo.`
              : 'Você não tinha chave Pix cadastrada quando o acordo foi feito: combine com o cliente como receber o sinal e marque abaixo quando ele aparecer no extrato.'}
          </p>
          <p className="text-sm text-muted-foreground">{RECEIPTS}</p>
          <Button className="self-start" onClick={() => received.mutate()} disabled={received.isPending}>
            <CheckCircle2 aria-hidden />
            {received.isPending ? 'Registrando...' : 'Recebi no extrato'}
          </Button>
        </CardContent>
      </Card>
    );

  const code = view.deposit.br_code;
  return (
    <Card className="border-brand-300">
      <CardContent className="flex flex-col gap-4">
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Landmark aria-hidden className="size-5 text-brand-700" />
          Pague o sinal de {amount} por Pix
        </h2>
        {code && content.pix ? (
          <>
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              <PixQrCode code={code} className="size-48 shrink-0 self-center sm:self-start" />
              <div className="flex min-w-0 flex-col gap-2 text-sm">
                <p>
                  O seu banco vai mostrar como recebedor: <strong>{content.pix.holder_name}</strong>. Confira antes de
                  confirmar: se o nome for outro, não pague e fale com {content.professional.name}.
                </p>
                <p>O valor já vem preenchido. Na mensagem do Pix aparece o código {view.code}.</p>
                <Button
                  variant="outline"
                  className="self-start"
                  onClick={() =>
                    void copyText(
                      code,
                      { title: 'Código Pix copiado', description: 'Cole no app do seu banco, em Pix copia e cola.' },
                      'Não foi possível copiar. Tente de novo.',
                    )
                  }
                >
                  <Copy aria-hidden />
                  Copiar código Pix
                </Button>
              </div>
            </div>
            <p className="text-sm text-muted-foreground">
              Depois de pagar, {content.professional.name} confere o extrato e marca o sinal como recebido; esta página
              mostra quando. {RECEIPTS}
            </p>
          </>
        ) : (
          <p className="text-sm">
            {content.professional.name} não tinha chave Pix cadastrada quando o acordo foi feito: combine como pagar e
            pague só a uma conta no nome de {content.professional.name}.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
