import { chooseForMe } from '../builder/choose-for-me';
import type { FoodGroupKey } from '../builder/food-groups';
import type { BuilderKind } from '../menu/menu-item-ids';
import { type DietGroup, type DietGroupCounts, type DietMenuItem, dietGroupsOf } from './diet-menu';
import { canEat, type DietSplit, dietGroups, type SpecialDiet } from './diet-split';
import { coverDiets } from './diet-cover';

/** Choices that feed the split, and the diets they cannot feed within the item's limits. */
export interface DietProposal {
  counts: DietGroupCounts;
  unmet: SpecialDiet[];
}

function add(into: Record<string, number>, ids: readonly string[], counts: readonly number[]) {
  ids.forEach((id, index) => {
    const n = counts[index] ?? 0;
    if (n > 0) into[id] = (into[id] ?? 0) + n;
  });
}

// Each diet's burritos spread over the proteins it can eat, in the menu's proportions.
function proposeBurritos(
  group: DietGroup,
  split: DietSplit,
  headcount: number,
  unmet: Set<SpecialDiet>,
) {
  const counts: Record<string, number> = {};
  let anything = 0;
  for (const { diet, people } of dietGroups(split, headcount)) {
    const suitable = group.options.filter((option) => canEat(diet, option));
    if (suitable.length === 0) {
      if (diet !== 'anything') unmet.add(diet);
      anything += people;
      continue;
    }
    if (diet === 'anything') anything += people;
    else
      add(
        counts,
        suitable.map((o) => o.id),
        chooseForMe(
          people,
          suitable.map((o) => o.assortment),
        ),
      );
  }
  const all = group.options;
  add(
    counts,
    all.map((o) => o.id),
    chooseForMe(
      anything,
      all.map((o) => o.assortment),
    ),
  );
  return counts;
}

/** Proposes choices for every group of the item so that each diet of the split has a meal (BLD-DIET-4). */
export function proposeDietChoices(
  kind: BuilderKind,
  item: DietMenuItem,
  headcount: number,
  split: DietSplit,
): DietProposal {
  const unmet = new Set<SpecialDiet>();
  const present = dietGroups(split, headcount).map((group) => group.diet);
  const counts: Partial<Record<FoodGroupKey, Record<string, number>>> = {};
  for (const group of dietGroupsOf(kind, item, headcount)) {
    if (group.perItem) {
      counts[group.key] = proposeBurritos(group, split, headcount, unmet);
      continue;
    }
    const cover = coverDiets(group.options, group.max, present);
    counts[group.key] = cover.counts;
    if (group.meal) cover.uncovered.forEach((diet) => unmet.add(diet));
  }
  return { counts, unmet: [...unmet] };
}
