import { cva } from 'class-variance-authority';
import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
        accent: 'bg-accent text-ink shadow-sm hover:bg-amber-400',
        secondary: 'bg-brand-100 text-brand-900 hover:bg-brand-200',
        outline: 'border border-border bg-surface text-ink hover:border-brand-300 hover:bg-brand-50',
        ghost: 'text-ink hover:bg-brand-50',
        link: 'h-auto px-0 text-brand-700 underline-offset-4 hover:underline',
        destructive: 'bg-danger text-white hover:bg-red-800',
        /** Opens a destructive step (a confirmation, a reason to give) rather than taking it. */
        dangerOutline: 'border border-border bg-surface text-danger hover:border-red-300 hover:bg-danger-soft',
        whatsapp: 'bg-[#0f7a3f] text-white shadow-sm hover:bg-[#0c6634]',
        onDark: 'border border-white/25 bg-white/10 text-white backdrop-blur hover:bg-white/20',
      },
      size: {
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        md: 'h-11 px-5 text-sm [&_svg]:size-4',
        lg: 'h-12 px-6 text-base [&_svg]:size-5',
        icon: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

interface ButtonProps extends ComponentProps<'button'>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
