import { Link } from 'react-router';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function PageNotFoundPage() {
  return (
    <ScreenPlaceholder title="Page not found">
      <p className="text-lg">
        We looked everywhere, even under the tortilla chips, but this page isn&apos;t here.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex items-center rounded-full bg-verde-700 px-6 py-3 font-display text-lg font-bold tracking-wide text-masa uppercase hover:bg-verde-800"
      >
        Back to catering home
      </Link>
    </ScreenPlaceholder>
  );
}

export { PageNotFoundPage as Component };
