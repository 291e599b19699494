import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { noticesQueryOptions } from '../../api/notices';
import { cartQueryOptions } from '../../api/order';
import { markPostsSeen, unseenPosts } from './heads-up-posts';

// Radix comes with the first restaurant that has posts.
const HeadsUpModal = lazy(() =>
  import('./heads-up-modal').then((module) => ({ default: module.HeadsUpModal })),
);

/**
 * Shows the current order's restaurant's info posts, pickup or delivery alike, each once per
 * session (SHELL-NOTICE-1). Not on the intake, which lists a chosen restaurant's posts itself.
 */
export function HeadsUpHost() {
  const onIntake = useLocation().pathname.startsWith('/order/intake');
  const order = useQuery({ ...cartQueryOptions(), retry: false }).data ?? null;
  const restaurantNumber = order?.orderDetail.store.storeNumber ?? 0;
  const posts = useQuery({
    ...noticesQueryOptions(restaurantNumber),
    enabled: restaurantNumber > 0 && !onIntake,
    retry: false,
  }).data;
  // OKAY writes to sessionStorage, which React does not watch: re-render by hand.
  const [, setAnswered] = useState(0);
  const unseen = posts && !onIntake ? unseenPosts(sessionStorage, restaurantNumber, posts) : [];
  if (unseen.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HeadsUpModal
        posts={unseen}
        onOkay={() => {
          markPostsSeen(sessionStorage, restaurantNumber, unseen);
          setAnswered((count) => count + 1);
        }}
      />
    </Suspense>
  );
}
