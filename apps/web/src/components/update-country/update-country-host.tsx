import { lazy, Suspense } from 'react';
import { isFullUser, type CustomerSession } from '../../api/customerauth';

const UpdateCountryModal = lazy(() =>
  import('./update-country-modal').then((module) => ({ default: module.UpdateCountryModal })),
);

/** A full user without a country is asked for one, "WELCOME BACK" (ACC-PROFILE-3). */
export function needsCountry(session: CustomerSession): boolean {
  return isFullUser(session) && !!session.customer && !session.customer.country;
}

/** Loads and shows the update-country modal only for a full user without a country. */
export function UpdateCountryHost({ session }: { session: CustomerSession }) {
  if (!needsCountry(session)) return null;
  return (
    <Suspense fallback={null}>
      <UpdateCountryModal />
    </Suspense>
  );
}
