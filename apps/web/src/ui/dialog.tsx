import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';

export interface DialogProps {
  open: boolean;
  /** Called with false on Escape, the close button or a click outside (when dismissible). */
  onOpenChange: (open: boolean) => void;
  /** The accessible name, shown as the dialog heading. */
  title: ReactNode;
  /** Optional description, linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons under the body. */
  footer?: ReactNode;
  /** False for dialogs that must be answered: no close button, Escape and outside clicks ignored. */
  dismissible?: boolean;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Centred (the default, for short messages) or left-aligned (for a guide or a list). */
  align?: 'center' | 'left';
  className?: string;
}

/**
 * A centred modal dialog (radix: focus trap, Escape, aria-labelledby). Import it only from lazily
 * loaded code: radix must stay out of the initial chunk.
 */
export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, children, footer, dismissible = true } = props;
  const left = props.align === 'left';
  const returnFocus = useReturnFocus();
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          {...returnFocus}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          // Radix warns about a missing description unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-3xl border-t-8 border-t-verde-700 bg-masa p-6 ${left ? 'text-left' : 'text-center'} shadow-2xl focus:outline-none sm:p-8 motion-safe:animate-[pop-in_180ms_ease-out] ${props.className ?? ''}`}
        >
          <RadixDialog.Title
            className={
              props.hideTitle
                ? 'sr-only'
                : // Clear of the close button; a centred title keeps the same space on its left.
                  `${left ? 'pr-10' : 'px-6'} text-3xl text-verde-800 sm:text-4xl`
            }
          >
            {title}
          </RadixDialog.Title>
          {description && (
            <RadixDialog.Description className="mt-3 text-lg text-ink">
              {description}
            </RadixDialog.Description>
          )}
          {children}
          {footer && <div className="mt-6 flex flex-col items-center gap-2">{footer}</div>}
          {dismissible && (
            <RadixDialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 grid size-11 place-items-center rounded-full text-ink-muted hover:bg-masa-200 hover:text-ink"
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
