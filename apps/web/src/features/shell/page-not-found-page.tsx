import { Link } from 'react-router';
import { buttonClass } from '../../ui/button';
import { ScreenPlaceholder } from '../../ui/screen-placeholder';

function PageNotFoundPage() {
  return (
    <ScreenPlaceholder title="Page not found">
      <p className="text-lg">
        We looked everywhere, even under the tortilla chips, but this page isn&apos;t here.
      </p>
      <Link to="/" className={buttonClass({ size: 'lg', className: 'mt-6' })}>
        Back to catering home
      </Link>
    </ScreenPlaceholder>
  );
}

export { PageNotFoundPage as Component };
