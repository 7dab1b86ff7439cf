import { create } from 'qrcode';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/** Light modules around the symbol, as the QR standard asks, so that cameras find its edges. */
const QUIET_ZONE = 4;

/**
 * A BR Code (or any short text, such as an authenticator's otpauth:// address) drawn as an SVG QR code: one path of dark modules, so it stays sharp at any size and
 * needs no canvas. Error correction M, as payment apps usually print.
 */
export function PixQrCode({
  code,
  className,
  label = 'QR code do Pix',
}: {
  code: string;
  className?: string;
  /** What the code is, for screen readers (a Pix payment by default). */
  label?: string;
}) {
  const { size, path } = useMemo(() => {
    const { modules } = create(code, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
      }
    }
    return { size: modules.size + 2 * QUIET_ZONE, path: d };
  }, [code]);

  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={cn('rounded-lg border border-border bg-white', className)}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
