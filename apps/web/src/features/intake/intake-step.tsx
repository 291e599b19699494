import type { ReactNode } from 'react';

/** One numbered step of the intake form. */
export function IntakeStep({
  n,
  title,
  children,
}: {
  n: number;
  title: string;
  children: ReactNode;
}) {
  const id = `intake-step-${n}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-masa-300 sm:p-7"
    >
      <h2 id={id} className="flex items-center gap-3 text-2xl text-verde-800 sm:text-3xl">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-full bg-verde-700 font-sans text-base text-masa"
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
