import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import { copyText } from '@/lib/copy-text';

export const COPY_FAILED = 'Não foi possível copiar. Selecione o texto e copie manualmente.';

/** A code to pay with (Pix copia e cola, linha digitável): shown whole, selectable, with a copy button. */
export function CopyableCode({
  label,
  value,
  copyLabel,
  copiedMessage,
  rows,
  className,
}: {
  label: string;
  value: string;
  copyLabel: string;
  copiedMessage: string;
  rows: number;
  className?: string;
}) {
  const id = useId();
  const copy = async () => {
    await copyText(value, { title: copiedMessage }, COPY_FAILED);
  };

  return (
    <div className={cn('flex w-full flex-col gap-2 text-left', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        readOnly
        value={value}
        rows={rows}
        onFocus={(event) => event.currentTarget.select()}
        className="min-h-0 resize-none font-mono text-xs leading-relaxed break-all sm:text-sm"
      />
      <Button variant="outline" className="w-full" onClick={copy}>
        <Copy aria-hidden="true" />
        {copyLabel}
      </Button>
    </div>
  );
}

/** A Pix charge's copia e cola code, named alike wherever it is paid. */
export function PixCopyPaste({ code, rows }: { code: string; rows: number }) {
  return (
    <CopyableCode
      label="Pix copia e cola"
      value={code}
      copyLabel="Copiar código Pix"
      copiedMessage="Código Pix copiado!"
      rows={rows}
    />
  );
}
