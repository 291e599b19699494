import { lazy, Suspense } from 'react';
import { useLoaderStore } from '../stores/loader-store';

// The loader is asked for by actions, not by the first page: its code loads with the first one.
const Loader = lazy(() => import('./loader').then((module) => ({ default: module.Loader })));

/** Renders the loader of the loader store, if any. */
export function LoaderHost() {
  const loader = useLoaderStore((state) => state.loader);
  if (!loader) return null;
  return (
    <Suspense fallback={null}>
      <Loader {...loader} />
    </Suspense>
  );
}
