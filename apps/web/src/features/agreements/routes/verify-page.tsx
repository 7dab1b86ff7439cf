import { AGREEMENT_PDF_MAX_BYTES } from '@app/domain/constants/agreements';
import { formatDayNumeric } from '@app/domain/rules/calendar-day';
import { AGREEMENT_MESSAGES, agreementCodeSchema, type AgreementVerification } from '@app/domain/schemas/agreement';
import { CheckCircle2, ShieldCheck, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FilePicker } from '@/components/ui/file-picker';
import { FormError, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/format';
import { verifyCode, verifyPdf } from '../api/agreement';

const when = (at: string | null) => (at ? formatLocalDateTime(new Date(at)) : 'ainda não aceitou');

function Result({ result }: { result: AgreementVerification }) {
  const a = result.agreement;
  return (
    <Card className={result.found ? 'border-success/40' : 'border-danger/40'}>
      <CardContent className="flex flex-col gap-3" role="status">
        <p className="flex items-start gap-2 font-semibold">
          {result.found ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
          ) : (
            <XCircle aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
          )}
          <span>{result.message}</span>
        </p>
        {a ? (
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
            <dt className="text-muted-foreground">Código</dt>
            <dd>
              {a.code}, versão {a.version}
              {a.version !== a.current_version ? ` (em vigor: versão ${a.current_version})` : ''}
            </dd>
            <dt className="text-muted-foreground">Profissional</dt>
            <dd>{a.professional}</dd>
            <dt className="text-muted-foreground">Cliente</dt>
            <dd>{a.client}</dd>
            <dt className="text-muted-foreground">Evento</dt>
            <dd>{formatDayNumeric(a.event_date)}</dd>
            <dt className="text-muted-foreground">Aceite do cliente</dt>
            <dd>{when(a.client_accepted_at)}</dd>
            <dt className="text-muted-foreground">Aceite do profissional</dt>
            <dd>{when(a.professional_accepted_at)}</dd>
            <dt className="text-muted-foreground">SHA-256</dt>
            <dd className="font-mono text-xs [overflow-wrap:anywhere]">{a.sha256}</dd>
          </dl>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * /acordos/verificar, public: anyone holding an agreement's PDF checks it against the record, by
 * the code printed on it or by the file itself (its bytes must be those handed out, unchanged).
 */
export function Component() {
  const [params] = useSearchParams();
  const [code, setCode] = useState(params.get('codigo') ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [codeError, setCodeError] = useState<string | undefined>();
  const [fileError, setFileError] = useState<string | null>(null);
  const [result, setResult] = useState<AgreementVerification | null>(null);
  const [pending, setPending] = useState<'code' | 'file' | null>(null);
  const fileId = useId();

  const byCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = agreementCodeSchema.safeParse(code);
    setCodeError(parsed.success ? undefined : AGREEMENT_MESSAGES.code);
    if (!parsed.success) return;
    setPending('code');
    try {
      setResult(await verifyCode(parsed.data));
    } catch (error) {
      setCodeError(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const byFile = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFileError(AGREEMENT_MESSAGES.pdfMissing);
    if (file.size > AGREEMENT_PDF_MAX_BYTES) return setFileError(AGREEMENT_MESSAGES.pdfTooLarge);
    setFileError(null);
    setPending('file');
    try {
      setResult(await verifyPdf(file));
    } catch (error) {
      setFileError(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="container-page max-w-2xl py-8 sm:py-12">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight sm:text-3xl">
          <ShieldCheck aria-hidden className="size-7 text-brand-700" />
          Verificar acordo
        </h1>
        <p className="mt-2 text-muted-foreground">
          Recebeu um acordo do Palco Brasil? Confira se ele é o registrado: pelo código impresso no PDF, ou enviando o
          próprio arquivo. Um PDF alterado depois de baixado não confere.
        </p>
      </header>

      <div className="mt-6 grid gap-5">
        <Card>
          <CardContent>
            <form noValidate onSubmit={(e) => void byCode(e)} className="flex flex-col gap-3">
              <FormField label="Código do acordo" error={codeError}>
                <Input
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                  placeholder="PB-7K3M-Q9XD"
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
              <Button type="submit" className="self-start" disabled={pending !== null}>
                {pending === 'code' ? 'Conferindo...' : 'Conferir código'}
              </Button>
            </form>
          </CardContent>
        </Card>

        <Card>
          <CardContent>
            <form noValidate onSubmit={(e) => void byFile(e)} className="flex flex-col gap-3">
              <FormField id={fileId} label="Arquivo PDF do acordo">
                <FilePicker
                  id={fileId}
                  file={file}
                  accept="application/pdf,.pdf"
                  onChange={(e) => {
                    setFile(e.target.files?.[0] ?? null);
                    setFileError(null);
                  }}
                />
              </FormField>
              <FormError>{fileError}</FormError>
              <Button type="submit" className="self-start" disabled={pending !== null}>
                {pending === 'file' ? 'Conferindo...' : 'Conferir arquivo'}
              </Button>
            </form>
          </CardContent>
        </Card>

        {result ? <Result result={result} /> : null}
      </div>
    </div>
  );
}
