import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldBase } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(fieldBase, 'min-h-24 py-2.5', className)} {...props} />;
}
