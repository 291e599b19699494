import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: filled green; accent: gold, for dark backgrounds; secondary: outlined; ghost: quiet; link: text. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  block?: boolean;
  /**
   * Shows a spinner and sets aria-busy and aria-disabled; clicks (and Enter in its form) do nothing.
   * Unlike `disabled`, it keeps the focus: a keyboard user is not sent back to the top of the page.
   */
  busy?: boolean;
}

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
}: Pick<ButtonProps, 'variant' | 'size' | 'block' | 'className'> = {}): string {
  const sizing = variant === 'link' ? 'min-h-11 px-1' : SIZES[size];
  return `${BASE} ${VARIANTS[variant]} ${sizing} ${block ? 'w-full' : ''} ${className}`.trim();
}

/** A button of the house style; `type` defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, block, busy = false, className, type = 'button', disabled, onClick, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
      onClick={(event) => {
        // Cancelling the click also cancels a submit, from the button or from Enter in a field.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      {...rest}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
});
