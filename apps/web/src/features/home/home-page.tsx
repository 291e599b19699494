import { builderPathFor } from '@catering/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import {
  homeMenuQueryOptions,
  popularBuildsQueryOptions,
  type PopularBuild,
} from '../../api/catalogue';
import { cartQueryOptions } from '../../api/order';
import { HomeHero } from './home-hero';
import { MenuItemCard } from './menu-item-card';
import { PopularBuildCard } from './popular-build-card';

/** Intake first when there is no order yet; otherwise straight to the item's builder. */
function targetFor(menuItemId: string, hasOrder: boolean): string | undefined {
  if (!hasOrder) return `/order/intake?menuItemId=${encodeURIComponent(menuItemId)}`;
  return builderPathFor(menuItemId, menuItemId);
}

function HomePage() {
  const [params] = useSearchParams();
  const zipCode = params.get('zipCode')?.trim() || undefined;
  const menu = useQuery(homeMenuQueryOptions(zipCode));
  const builds = useQuery(popularBuildsQueryOptions());
  const orderId = useQuery(cartQueryOptions()).data?.id;
  const hasOrder = orderId !== undefined;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const items = (menu.data?.menuItems ?? []).filter((item) => builderPathFor(item.id, item.id));
  const activeBuilds = (builds.data ?? []).filter((build) => build.active);
  // For the headcount of its first item; the code that adds it loads on the first click.
  const startBuild = (build: PopularBuild) => {
    const headcount = build.menuItems[0]?.headcount;
    if (!headcount) return undefined;
    return () =>
      import('./start-popular-build').then(({ startPopularBuild }) =>
        startPopularBuild({
          build: { popularBuildId: build.id, headcount },
          orderId,
          queryClient,
          navigate,
        }),
      );
  };

  return (
    <>
      <HomeHero startTo={hasOrder ? '#menu' : '/order/intake'} zipCode={zipCode} />
      <section
        id="menu"
        aria-labelledby="menu-title"
        className="mx-auto w-full max-w-7xl scroll-mt-28 px-4 py-12 lg:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <h2 id="menu-title" className="text-4xl text-verde-800 sm:text-5xl">
            The catering menu
          </h2>
          {zipCode && menu.data && <p className="text-ink-muted">Prices near {zipCode}</p>}
        </div>
        {!menu.data && !menu.isError && (
          // A screen tall, as Home is prerendered in this state: the footer is not in view
          // when the menu replaces it.
          <p className="mt-6 min-h-dvh text-ink-muted" role="status">
            Loading the menu…
          </p>
        )}
        {menu.isError && (
          <p role="alert" className="mt-6 rounded-2xl bg-white p-5 text-ink ring-1 ring-masa-300">
            The menu didn't load. Please refresh the page to try again.
          </p>
        )}
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <MenuItemCard key={item.id} item={item} to={targetFor(item.id, hasOrder) ?? '/'} />
          ))}
        </ul>
      </section>
      {activeBuilds.length > 0 && (
        <section aria-labelledby="builds-title" className="bg-masa-200/70 py-12">
          <div className="mx-auto max-w-7xl px-4 lg:px-6">
            <h2 id="builds-title" className="text-4xl text-verde-800 sm:text-5xl">
              Popular builds
            </h2>
            <p className="mt-2 max-w-2xl text-ink-muted">
              Crowd favourites put together by our chefs. Start with one and make it yours.
            </p>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {activeBuilds.map((build) => (
                <PopularBuildCard key={build.id} build={build} onStart={startBuild(build)} />
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}

export { HomePage as Component };
