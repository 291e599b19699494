import { Loader } from './loader';
import { useLoaderStore } from '../stores/loader-store';

/** Renders the loader of the loader store, if any. */
export function LoaderHost() {
  const loader = useLoaderStore((state) => state.loader);
  return loader ? <Loader {...loader} /> : null;
}
