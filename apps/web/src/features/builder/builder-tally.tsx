import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MenuItemConfig } from '../../api/menu';
import type { FoodGroupView } from './builder-groups';
import { tallyGroupStatus, tallyItemText } from './tally-text';

export interface BuilderTallyProps {
  groups: readonly FoodGroupView[];
  included: MenuItemConfig;
  /** An add was refused: the short groups' errors turn red. */
  attempted: boolean;
  /** Whom the choices feed, when a diet split is entered (BLD-DIET-6). */
  diet?: ReactNode;
}

const INCLUDED = [
  ['fillings', 'Fillings'],
  ['sides', 'Sides'],
  ['salsas', 'Salsas'],
] as const;

/** The rolling tally: each group with a check when complete, its choices or what is missing. */
export function BuilderTally({ groups, included, attempted, diet }: BuilderTallyProps) {
  const extras = INCLUDED.filter(([key]) => included[key].length > 0);
  return (
    <section
      aria-labelledby="builder-tally-heading"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-masa-300"
    >
      <h2 id="builder-tally-heading" className="text-2xl text-verde-800">
        Your selections
      </h2>
      {diet}
      <ul className="mt-3 divide-y divide-masa-200">
        {groups.map((group) => (
          <li key={group.key} className="flex gap-3 py-3">
            <span
              aria-hidden="true"
              className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full ${
                group.complete ? 'bg-verde-600 text-white' : 'border-2 border-masa-300'
              }`}
            >
              {group.complete && <Check className="size-4" strokeWidth={3.5} />}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-bold text-ink">
                <span className="sr-only">{tallyGroupStatus(group.title, group.complete)}</span>
                <span aria-hidden="true">{group.title}</span>
              </p>
              {group.selected.length > 0 && (
                <p className="text-sm text-ink-muted">
                  {group.selected
                    .map(({ option, count }) => tallyItemText(option.name, count))
                    .join(', ')}
                </p>
              )}
              {group.error && (
                <p
                  className={`text-sm font-semibold ${attempted ? 'text-chile' : 'text-ink-muted italic'}`}
                >
                  {group.error}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {extras.length > 0 && (
        <div className="mt-2 rounded-2xl bg-masa p-4">
          <h3 className="text-lg text-verde-800">Included</h3>
          <dl className="mt-1 space-y-1 text-sm">
            {extras.map(([key, title]) => (
              <div key={key} className="flex gap-2">
                <dt className="font-bold text-ink">{title}:</dt>
                <dd className="text-ink-muted">
                  {included[key].map((entry) => entry.name).join(', ')}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </section>
  );
}
