/** The diets a headcount can be split by, most restrictive first (BLD-DIET-2). */
export const SPECIAL_DIETS = ['vegan', 'vegetarian', 'dairyFree'] as const;
/** A diet of the split; everyone else eats anything. */
export type SpecialDiet = (typeof SPECIAL_DIETS)[number];
export type Diet = SpecialDiet | 'anything';

/** How many of the people are vegan, vegetarian (not vegan) and avoid dairy (not vegan). */
export type DietSplit = Record<SpecialDiet, number>;

/** What an option says about who can eat it (the menu's flags). */
export interface DietFlags {
  isVegan: boolean;
  isVegetarian: boolean;
  isDairyFree: boolean;
}

/** True when a person of this diet can eat the option; vegan implies vegetarian and dairy-free. */
export function canEat(diet: Diet, option: DietFlags): boolean {
  switch (diet) {
    case 'vegan':
      return option.isVegan;
    case 'vegetarian':
      return option.isVegan || option.isVegetarian;
    case 'dairyFree':
      return option.isVegan || option.isDairyFree;
    case 'anything':
      return true;
  }
}

/** The people of each diet for a headcount, most restrictive first, leaving out empty diets. */
export function dietGroups(split: DietSplit, headcount: number): { diet: Diet; people: number }[] {
  const special = SPECIAL_DIETS.map((diet) => ({ diet: diet as Diet, people: split[diet] }));
  const rest = headcount - special.reduce((sum, group) => sum + group.people, 0);
  return [...special, { diet: 'anything' as Diet, people: rest }].filter((g) => g.people > 0);
}

/** True when the split's diets fit in the headcount, so it may be sent with the item. */
export function dietSplitFits(split: DietSplit, headcount: number): boolean {
  return SPECIAL_DIETS.reduce((sum, diet) => sum + split[diet], 0) <= headcount;
}

/** True when nobody in the split has a special diet. */
export function isEmptyDietSplit(split: DietSplit): boolean {
  return SPECIAL_DIETS.every((diet) => split[diet] === 0);
}

const WHOLE_NUMBER = /^\d{1,4}$/;
export const DIET_COUNT_MESSAGE = 'Enter a whole number, 0 or more.';

/**
 * Reads the split as typed (empty is 0): the split, or the messages per field and for the total
 * when the diets add up to more than the headcount.
 */
export function readDietSplit(
  typed: Record<SpecialDiet, string>,
  headcount: number,
): { split: DietSplit; errors?: undefined } | { split?: undefined; errors: DietSplitErrors } {
  const errors: DietSplitErrors = {};
  const split = { vegan: 0, vegetarian: 0, dairyFree: 0 };
  for (const diet of SPECIAL_DIETS) {
    const text = typed[diet].trim();
    if (text === '') continue;
    if (WHOLE_NUMBER.test(text)) split[diet] = Number(text);
    else errors[diet] = DIET_COUNT_MESSAGE;
  }
  const sum = split.vegan + split.vegetarian + split.dairyFree;
  if (sum > headcount) {
    errors.total = `That makes ${sum} guests, more than the ${headcount} people this order feeds.`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { split };
}

export type DietSplitErrors = Partial<Record<SpecialDiet | 'total', string>>;
