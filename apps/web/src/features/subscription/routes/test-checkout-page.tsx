import { Barcode, Check, CreditCard, FlaskConical, Loader2, QrCode } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { formatDigitableLine } from '@app/domain/rules/boleto';
import { formatDayLong } from '@app/domain/rules/calendar-day';
import { formatServicePrice } from '@app/domain/rules/price';
import type { TestCheckout, TestPaymentMethod } from '@app/domain/schemas/api/subscription';
import { Badge } from '@/components/ui/badge';
import { CenteredPanel } from '@/components/centered-panel';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmTestCheckout } from '../api/confirm-test-checkout';
import { useTestCheckout } from '../api/get-test-checkout';
import { CopyableCode, PixCopyPaste } from '../components/copyable-code';
import { LoginRedirect } from '../components/login-redirect';
import { PixQrCode } from '@/components/pix-qr-code';

const FEATURES = [
  'Perfil visível nas buscas',
  'Contato direto pelo WhatsApp',
  'Sem comissão: 100% do valor é seu',
  'Cancele quando quiser',
];

const METHODS: { value: TestPaymentMethod; label: string; icon: ReactNode }[] = [
  { value: 'card', label: 'Cartão', icon: <CreditCard aria-hidden="true" className="size-4" /> },
  { value: 'pix', label: 'Pix', icon: <QrCode aria-hidden="true" className="size-4" /> },
  { value: 'boleto', label: 'Boleto', icon: <Barcode aria-hidden="true" className="size-4" /> },
];

/** Who the demo Pix and boleto pay: the local provider's stand-in, marked as such. */
function DemoReceiver({ children }: { children: ReactNode }) {
  return (
    <div className="flex w-full flex-col items-start gap-1.5 rounded-lg border border-dashed border-border p-3 text-left text-xs text-muted-foreground">
      <Badge variant="accent">
        <FlaskConical aria-hidden="true" />
        Ambiente de teste
      </Badge>
      {children}
    </div>
  );
}

function PayButton({
  label,
  pending,
  disabled,
  onClick,
}: {
  label: string;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="lg" className="w-full" onClick={onClick} disabled={disabled}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {label}
    </Button>
  );
}

function Methods({
  plan,
  confirming,
  onConfirm,
}: {
  plan: TestCheckout;
  confirming: TestPaymentMethod | null;
  onConfirm: (method: TestPaymentMethod) => void;
}) {
  const amount = formatServicePrice(plan.amount_cents / 100, false);
  const pay = (method: TestPaymentMethod, label: string) => (
    <PayButton
      label={label}
      pending={confirming === method}
      disabled={confirming !== null}
      onClick={() => onConfirm(method)}
    />
  );
  const simulateNote = (
    <p className="text-xs text-muted-foreground">
      Só neste ambiente: confirma o pagamento como se o banco o tivesse recebido.
    </p>
  );
  // In a trial nothing is paid today: the first Pix or boleto comes at its end, by e-mail.
  const firstChargeLater = (what: string) => (
    <p className="text-sm">
      Hoje nada é cobrado. {what} de <strong>{amount}</strong> chega por e-mail no fim do teste e fica também na página
      Assinatura.
    </p>
  );

  return (
    <Tabs defaultValue="card" className="w-full">
      <TabsList aria-label="Forma de pagamento">
        {METHODS.map((m) => (
          <TabsTrigger key={m.value} value={m.value} className="gap-1.5">
            {m.icon}
            {m.label}
          </TabsTrigger>
        ))}
      </TabsList>

      <TabsContent value="card" className="flex flex-col gap-3">
        {pay('card', 'Confirmar assinatura de teste')}
      </TabsContent>

      <TabsContent value="pix" className="flex flex-col items-center gap-4">
        {plan.trial_days > 0 ? (
          <>
            {firstChargeLater('O Pix')}
            {pay('pix', 'Assinar com Pix')}
          </>
        ) : (
          <PixNow plan={plan} amount={amount} pay={pay('pix', 'Simular pagamento')} note={simulateNote} />
        )}
      </TabsContent>

      <TabsContent value="boleto" className="flex flex-col items-center gap-4">
        {plan.trial_days > 0 ? (
          <>
            {firstChargeLater('O boleto')}
            {pay('boleto', 'Assinar com boleto')}
          </>
        ) : (
          <BoletoNow plan={plan} amount={amount} pay={pay('boleto', 'Simular pagamento')} note={simulateNote} />
        )}
      </TabsContent>
    </Tabs>
  );
}

interface ChargeNowProps {
  plan: TestCheckout;
  amount: string;
  pay: ReactNode;
  note: ReactNode;
}

/** A paid month by Pix today: the BR Code to pay, and who receives it. */
function PixNow({ plan, amount, pay, note }: ChargeNowProps) {
  return (
    <>
      <p className="text-sm">
        Pague <strong>{amount}</strong> com o app do seu banco: leia o QR code ou use o Pix copia e cola.
      </p>
      <PixQrCode code={plan.pix.code} className="w-52 sm:w-60" />
      <PixCopyPaste code={plan.pix.code} rows={5} />
      <DemoReceiver>
        <p>
          Recebedor: {plan.pix.merchant_name} · {plan.pix.merchant_city}
        </p>
        <p className="break-all">Chave Pix: {plan.pix.key}</p>
        <p>Conta de demonstração: não pague este código com dinheiro de verdade.</p>
      </DemoReceiver>
      {pay}
      {note}
    </>
  );
}

/** A paid month by boleto today: the linha digitável and its due date. */
function BoletoNow({ plan, amount, pay, note }: ChargeNowProps) {
  return (
    <>
      <p className="text-sm">
        Boleto de <strong>{amount}</strong>, vencimento em {formatDayLong(plan.boleto.due_date)}.
      </p>
      <CopyableCode
        label="Linha digitável"
        value={formatDigitableLine(plan.boleto.digitable_line)}
        copyLabel="Copiar linha digitável"
        copiedMessage="Linha digitável copiada!"
        rows={2}
      />
      <DemoReceiver>
        <p>Boleto de demonstração: nenhum banco o reconhece, não tente pagá-lo.</p>
      </DemoReceiver>
      {pay}
      {note}
    </>
  );
}

/** The built-in provider's checkout page (only while Stripe is not configured). */
export function Component() {
  const [params] = useSearchParams();
  const session = params.get('session') ?? '';
  const navigate = useNavigate();
  const plan = useTestCheckout(session);
  const confirm = useConfirmTestCheckout();

  if (plan.error instanceof ApiError && plan.error.status === 401) return <LoginRedirect />;

  const onConfirm = (method: TestPaymentMethod) =>
    confirm.mutate(
      { session, method },
      {
        onSuccess: ({ url }) => navigate(url),
        onError: (error) =>
          toast.error('Erro no checkout', {
            description: errorMessage(error, 'Não foi possível iniciar o processo de assinatura.'),
          }),
      },
    );

  if (!session || plan.isError) {
    return (
      <CenteredPanel label="Checkout de teste">
        <h1 className="text-2xl font-bold tracking-tight">Checkout indisponível</h1>
        <p className="text-muted-foreground">
          {plan.isError
            ? errorMessage(plan.error)
            : 'Sessão de checkout inválida ou expirada. Volte à página de assinatura e tente novamente.'}
        </p>
        <Button asChild variant="outline">
          <Link to="/profissionais-area/assinatura">Voltar para a assinatura</Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel label="Checkout de teste">
      <Badge variant="accent" size="md">
        <FlaskConical aria-hidden="true" />
        Ambiente de teste
      </Badge>
      <h1 className="text-2xl font-bold tracking-tight">Assinatura Palco Brasil</h1>
      {plan.isPending ? (
        <Loader2 className="size-8 animate-spin text-brand-600" aria-label="Carregando..." />
      ) : (
        <>
          <p className="text-4xl font-extrabold tracking-tight text-brand-800">{plan.data.price_label}</p>
          {plan.data.trial_days > 0 ? (
            <>
              <p className="font-medium text-success">{plan.data.trial_days} dias de teste grátis</p>
              <p className="text-sm text-muted-foreground">
                Hoje: R$ 0,00. O teste começa quando seu perfil entrar nas buscas, e a primeira cobrança vem só no fim
                dele.
              </p>
            </>
          ) : (
            <p className="text-muted-foreground">Cobrança mensal a partir de hoje</p>
          )}
          <ul className="flex w-full flex-col gap-2 text-left text-sm">
            {FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
          <p className="rounded-lg bg-muted p-3 text-xs text-muted-foreground">
            Nenhuma cobrança real é feita neste ambiente.
          </p>
          <Methods
            plan={plan.data}
            confirming={confirm.isPending || confirm.isSuccess ? (confirm.variables?.method ?? 'card') : null}
            onConfirm={onConfirm}
          />
          <Button asChild variant="link">
            <Link to="/profissionais-area/assinatura">Cancelar e voltar</Link>
          </Button>
        </>
      )}
    </CenteredPanel>
  );
}
