import type { ButtonHTMLAttributes } from 'react';
import { forwardRef } from 'react';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

export { buttonClass, type ButtonSize, type ButtonVariant };

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

/** A button of the house style; `type` defaults to "button" so it never submits by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant,
    size,
    block,
    busy = false,
    className,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
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
