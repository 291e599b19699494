import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useReturnFocus } from './return-focus';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The drawer's heading and accessible name, e.g. "CATERING BAG". */
  title: ReactNode;
  /** The edge it slides from. */
  side?: 'left' | 'right';
  children?: ReactNode;
  /** Pinned to the bottom, e.g. a CHECKOUT button. */
  footer?: ReactNode;
}

/**
 * A side sheet (radix Dialog: focus trap, Escape, labelled title). Import it only from lazily
 * loaded code: radix must stay out of the initial chunk.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  side = 'right',
  children,
  footer,
}: DrawerProps) {
  const returnFocus = useReturnFocus();
  const edge =
    side === 'left'
      ? 'left-0 motion-safe:animate-[slide-in-left_200ms_ease-out]'
      : 'right-0 motion-safe:animate-[slide-in-right_200ms_ease-out]';
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 motion-safe:animate-[fade-in_150ms_ease-out]" />
        <RadixDialog.Content
          {...returnFocus}
          aria-describedby={undefined}
          className={`fixed top-0 bottom-0 z-50 flex w-full max-w-md flex-col bg-masa shadow-2xl focus:outline-none ${edge}`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-masa-300 border-t-4 border-t-verde-700 px-5 py-4">
            <RadixDialog.Title className="text-2xl text-verde-800">{title}</RadixDialog.Title>
            <RadixDialog.Close
              aria-label="Close"
              className="grid size-11 place-items-center rounded-full text-ink-muted hover:bg-masa-200 hover:text-ink"
            >
              <X className="size-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-6">{children}</div>
          {footer && <div className="border-t border-masa-300 bg-white px-5 py-4">{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
