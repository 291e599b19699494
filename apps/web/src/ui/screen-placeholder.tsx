import type { ReactNode } from 'react';

/** A screen's heading and a short note, until the screen itself is built. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-4xl text-verde-800 sm:text-5xl">{title}</h1>
      <div className="mt-4 max-w-prose text-ink-muted">{children}</div>
    </section>
  );
}
