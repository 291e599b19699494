export interface LoaderProps {
  text: string;
  subText?: string;
  /** Covers the page with a translucent layer that blocks clicks. */
  overlay?: boolean;
}

/** The full-page loader: a spinner, main text and sub text, announced politely. */
export function Loader({ text, subText, overlay = false }: LoaderProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`fixed inset-0 z-[60] grid place-items-center p-6 ${overlay ? 'bg-masa/85 backdrop-blur-sm' : 'pointer-events-none'}`}
    >
      <div className="pointer-events-auto flex max-w-sm flex-col items-center gap-4 rounded-3xl bg-white px-8 py-7 text-center shadow-xl ring-1 ring-masa-300">
        <span
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-verde-100 border-t-verde-700"
        />
        <p className="font-display text-2xl font-extrabold tracking-wide text-verde-800 uppercase [font-stretch:condensed]">
          {text}
        </p>
        {subText && <p className="text-ink-muted">{subText}</p>}
      </div>
    </div>
  );
}
