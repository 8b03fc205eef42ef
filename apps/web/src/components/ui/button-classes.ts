import { joinClassNames } from '../../lib/class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap ' +
  'transition-[background-color,color,border-color,box-shadow,transform] duration-150 ' +
  'active:translate-y-px disabled:pointer-events-none disabled:opacity-55 ' +
  'aria-disabled:pointer-events-none aria-disabled:opacity-55';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-[0_6px_16px_-6px_rgb(90_33_217/0.6)] hover:bg-brand-800',
  secondary:
    'border border-ink-200 bg-white text-ink-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800',
  accent:
    'bg-accent-400 text-ink-950 shadow-[0_6px_16px_-6px_rgb(249_139_7/0.7)] hover:bg-accent-300',
  ghost: 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
  /** Outline button for dark bands (hero panels, the footer). */
  inverse: 'text-white ring-1 ring-inset ring-white/35 hover:bg-white/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-13 px-7 text-base',
};

export function getButtonClassName(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return joinClassNames(BASE, VARIANTS[variant], SIZES[size], extra);
}
