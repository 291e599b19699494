import { ORDERING_WINDOW_DAYS } from '@catering/domain';
import { CalendarClock, Truck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { config } from '../../config';
import { buttonClass } from '../../ui/button';
import { ZipCodeForm } from './zip-code-form';

const PERKS = [
  { icon: Users, text: 'Feeds 10 to 200' },
  { icon: Truck, text: 'Pickup or delivery' },
  { icon: CalendarClock, text: `Order up to ${ORDERING_WINDOW_DAYS} days ahead` },
];

/** The top of Home: headline, "start a catering order" and the ZIP-code entry. */
export function HomeHero({ startTo, zipCode }: { startTo: string; zipCode?: string }) {
  return (
    <section
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-verde-800 text-masa"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 opacity-[0.08] [background-image:radial-gradient(circle_at_1px_1px,#faf6ef_1.5px,transparent_0)] [background-size:22px_22px]"
      />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 size-80 rounded-full bg-chile/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:py-14 md:grid-cols-[1.3fr_1fr] md:items-center lg:px-6 lg:py-20">
        <div>
          <p className="font-display text-sm font-bold tracking-[0.3em] text-maiz uppercase [font-stretch:condensed]">
            Catering by {config.brandName}
          </p>
          <h1
            id="home-title"
            className="mt-3 text-5xl leading-[0.95] text-masa sm:text-6xl lg:text-7xl"
          >
            Catering for every crowd
          </h1>
          <p className="mt-4 max-w-xl text-lg text-verde-100">
            Burrito bars, boxed burritos and chips with salsa, made fresh by your local restaurant
            and ready when you are.
          </p>
          <div className="mt-7 flex flex-wrap items-center gap-4">
            <Link to={startTo} className={buttonClass({ variant: 'accent', size: 'lg' })}>
              Start a catering order
            </Link>
            <a
              href="#menu"
              className="rounded font-semibold text-masa underline underline-offset-4 hover:text-maiz"
            >
              See the menu
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold text-verde-100">
            {PERKS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-2">
                <Icon className="size-5 text-maiz" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <ZipCodeForm key={zipCode ?? ''} zipCode={zipCode} />
      </div>
    </section>
  );
}
