// The house button's look, apart from the component: links that look like buttons and the shell's
// error screen (in Home's first chunk, where the component is not needed) use it alone.

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 font-display font-bold tracking-wider uppercase [font-stretch:condensed] transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-progress aria-busy:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-full bg-verde-700 text-masa shadow-sm hover:bg-verde-800 active:bg-verde-900',
  accent: 'rounded-full bg-maiz text-ink shadow-sm hover:bg-masa active:bg-masa-200',
  secondary:
    'rounded-full border-2 border-verde-700 bg-white text-verde-800 hover:bg-verde-50 active:bg-verde-100',
  ghost: 'rounded-full text-verde-800 hover:bg-verde-50 active:bg-verde-100',
  link: 'rounded normal-case tracking-normal font-sans font-semibold text-verde-700 underline underline-offset-4 hover:text-verde-900',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-13 px-7 text-lg',
};

/** The class names of a button, for links that must look like one. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  className?: string;
} = {}): string {
  const sizing = variant === 'link' ? 'min-h-11 px-1' : SIZES[size];
  return `${BASE} ${VARIANTS[variant]} ${sizing} ${block ? 'w-full' : ''} ${className}`.trim();
}
