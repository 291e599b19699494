import { useEffect } from 'react';

export interface TooltipMessage {
  text: string;
  /** A new id shows the same text again and restarts the timer. */
  id: number;
}

export interface TooltipProps {
  /** The element id, for aria-describedby on the control it explains. */
  id: string;
  message: TooltipMessage | null;
  /** Called when the message should go away. */
  onHide: () => void;
  hideAfterMs: number;
  className?: string;
}

/**
 * A short notice over a control that hides by itself. Its polite live region stays in the page
 * while empty, so that screen readers announce each message as it appears.
 */
export function Tooltip({ id, message, onHide, hideAfterMs, className = '' }: TooltipProps) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onHide, hideAfterMs);
    return () => clearTimeout(timer);
  }, [message, onHide, hideAfterMs]);

  return (
    <div id={id} role="status" aria-live="polite" className={`pointer-events-none ${className}`}>
      {message && (
        <p
          key={message.id}
          className="relative rounded-xl bg-ink px-4 py-2 text-sm font-semibold text-masa shadow-lg motion-safe:animate-[pop-in_150ms_ease-out]"
        >
          {message.text}
          <span
            aria-hidden="true"
            className="absolute -bottom-1.5 left-1/2 size-3 -translate-x-1/2 rotate-45 bg-ink"
          />
        </p>
      )}
    </div>
  );
}
