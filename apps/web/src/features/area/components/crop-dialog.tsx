import { useCallback, useState } from 'react';
import Cropper from 'react-easy-crop';
import type { Area } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';

const ZOOM = { min: 1, max: 3, step: 0.1 } as const;

interface CropDialogProps {
  /** Object URL of the picked file; null closes the dialog. */
  src: string | null;
  processing: boolean;
  onCancel: () => void;
  onApply: (crop: Area) => void;
}

export function CropDialog({ src, processing, onCancel, onApply }: CropDialogProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const onCropComplete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);

  return (
    <Dialog open={src !== null} onOpenChange={(open) => (!open && !processing ? onCancel() : undefined)}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Ajustar foto de perfil</DialogTitle>
          <DialogDescription>
            Arraste para enquadrar e use o zoom para aproximar. A foto fica quadrada.
          </DialogDescription>
        </DialogHeader>
        <div className="relative h-72 w-full overflow-hidden rounded-xl bg-night sm:h-80" data-testid="crop-area">
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              minZoom={ZOOM.min}
              maxZoom={ZOOM.max}
              zoomSpeed={ZOOM.step}
              aspect={1}
              cropShape="rect"
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={onCropComplete}
            />
          ) : null}
        </div>
        <div className="mt-4 flex items-center gap-3">
          <Label htmlFor="crop-zoom" className="shrink-0">
            Zoom
          </Label>
          <input
            id="crop-zoom"
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            onChange={(e) => setZoom(Number(e.target.value))}
            className="w-full accent-brand-700"
          />
          <span className="w-10 text-right text-sm tabular-nums text-muted-foreground">{zoom.toFixed(1)}x</span>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={processing} onClick={onCancel}>
            Cancelar
          </Button>
          <Button disabled={processing || !area} onClick={() => area && onApply(area)}>
            {processing ? 'Processando...' : 'Aplicar'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
