import { RotateCwIcon } from './shell-icons';
import { Link, useRouteError } from 'react-router';
import { ChunkLoadError } from '../lib/chunk-load';
import { buttonClass } from '../ui/button-class';

const MESSAGES = {
  missing: 'A newer version of the site may be out. Reloading will pick it up.',
  timeout: 'It took too long to arrive. Check your connection and try again.',
  error: 'Something went wrong while loading it. Please try again.',
} as const;

/** Shown in place of a screen whose code or data failed to load. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed = error instanceof ChunkLoadError;
  const heading = chunkFailed ? "This page didn't load" : 'Something went wrong';
  const detail = chunkFailed
    ? MESSAGES[error.kind]
    : 'Please try again, or contact customer support if it keeps happening.';

  return (
    <section
      role="alert"
      className="mx-auto flex w-full max-w-xl flex-col items-center px-4 py-16 text-center"
    >
      <h1 className="text-4xl text-verde-800">{heading}</h1>
      <p className="mt-4 text-lg text-ink-muted">{detail}</p>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          className={buttonClass({ size: 'lg' })}
          onClick={() => window.location.reload()}
        >
          <RotateCwIcon className="size-5" aria-hidden="true" />
          Reload page
        </button>
        <Link to="/" className="rounded font-semibold text-verde-700 underline underline-offset-4">
          Go to catering home
        </Link>
      </div>
    </section>
  );
}
