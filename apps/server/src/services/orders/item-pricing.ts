import {
  BUILDER_KINDS,
  builderKindFor,
  calculateItemSubtotal,
  clampHeadcount,
  foodGroupsFor,
  groupErrorText,
  isGroupValid,
  type BuilderKind,
  type FoodGroupKey,
} from '@catering/domain';
import type { MenuIndex } from '../catalogue/menu-index';

/** What the customer chose: never a price. */
export interface ItemChoice {
  menuId: string;
  quantity: number;
  subItems: readonly { menuId: string; quantity: number; foodGroup?: FoodGroupKey }[];
}

export interface StoredSubItem {
  menuId: string;
  name: string;
  quantity: number;
  priceCents: number;
  foodGroup: FoodGroupKey;
}

/** An item priced from the menu at the restaurant's tier. */
export interface PricedItem {
  menuItemId: string;
  name: string;
  displayName: string;
  servesText: string;
  quantity: number;
  unitPriceCents: number;
  subTotalCents: number;
  isAmountFromSubItems: boolean;
  subItems: StoredSubItem[];
}

export interface PricingProblem {
  field: string;
  message: string;
}

/** missing: the item (or a price of it) is no longer on the menu; invalid: the choices break its rules. */
export type PricingResult =
  { ok: true; item: PricedItem } | { ok: false; missing: boolean; problems: PricingProblem[] };

const missing = (message: string): PricingResult => ({
  ok: false,
  missing: true,
  problems: [{ field: 'menuId', message }],
});

function servesTextOf(servesText: string, quantity: number, serves: number): string {
  const range = /^(\d+)-(\d+)$/.exec(servesText);
  if (range) return `Serves ${Number(range[1]) * quantity}-${Number(range[2]) * quantity}`;
  return `Serves ${quantity * serves}`;
}

function kindOf(menuId: string, storedKind: string): BuilderKind | undefined {
  return (
    builderKindFor(menuId) ??
    ((BUILDER_KINDS as readonly string[]).find((kind) => kind === storedKind) as
      BuilderKind | undefined)
  );
}

/**
 * Prices a choice from the menu at a price tier and checks it with the builder's rules: headcount
 * equals its clamped value, every option belongs to the item, and every group is complete. Items
 * priced from their sub-items carry their group counts per unit (two chips orders: two dips).
 */
export function priceItem(index: MenuIndex, tier: number, choice: ItemChoice): PricingResult {
  const item = index.itemsById.get(choice.menuId);
  if (!item) return missing(`${choice.menuId} is not on the menu.`);
  const unitPriceCents = index.unitPriceCents(item.id, tier);
  if (unitPriceCents === undefined || unitPriceCents <= 0)
    return missing(`${item.name} has no price at this restaurant.`);
  const kind = kindOf(item.id, item.kind);
  if (!kind) return missing(`${item.name} cannot be ordered as catering.`);

  const { headcount: itemConfig, groups: config } = index.configsOf(item);
  const problems: PricingProblem[] = [];
  const clamped = clampHeadcount(choice.quantity, itemConfig);
  if (clamped.value !== choice.quantity) {
    problems.push({
      field: 'quantity',
      message: clamped.message ?? `Choose ${clamped.value} instead of ${choice.quantity}.`,
    });
  }

  const fromSubItems = item.is_amount_from_sub_items === 1;
  const offered = index.optionsByItem.get(item.id) ?? [];
  const subItems: StoredSubItem[] = [];
  for (const [position, sub] of choice.subItems.entries()) {
    if (sub.quantity === 0) continue;
    const field = `subItems.${position}.menuId`;
    const links = offered.filter(
      (o) => o.option_id === sub.menuId && (!sub.foodGroup || o.food_group === sub.foodGroup),
    );
    const link = links[0];
    if (!link) {
      problems.push({ field, message: `${sub.menuId} is not an option of ${item.name}.` });
      continue;
    }
    if (links.length > 1) {
      problems.push({ field, message: `Say which group ${sub.menuId} is for (foodGroup).` });
      continue;
    }
    const foodGroup = link.food_group as FoodGroupKey;
    if (subItems.some((s) => s.menuId === sub.menuId && s.foodGroup === foodGroup)) {
      problems.push({ field, message: `${sub.menuId} is listed twice.` });
      continue;
    }
    const priceCents = fromSubItems ? index.optionPriceCents(item.id, sub.menuId, tier) : 0;
    if (fromSubItems && priceCents <= 0)
      return missing(`${sub.menuId} has no price at this restaurant.`);
    const name = index.optionsById.get(sub.menuId)?.name ?? sub.menuId;
    subItems.push({ menuId: sub.menuId, name, quantity: sub.quantity, priceCents, foodGroup });
  }

  const groups = foodGroupsFor(kind, config, choice.quantity).map((group) => ({
    ...group,
    max: fromSubItems && !group.perItem ? group.max * choice.quantity : group.max,
  }));
  for (const group of groups) {
    const count = subItems
      .filter((s) => s.foodGroup === group.key)
      .reduce((sum, s) => sum + s.quantity, 0);
    if (!isGroupValid({ count, max: group.max })) {
      const short = groupErrorText({ key: group.key, count, max: group.max });
      problems.push({
        field: `subItems.${group.key}`,
        message: short ? `Please select ${short}` : `Choose only ${group.max} ${group.key}.`,
      });
    }
  }
  for (const sub of subItems) {
    if (!groups.some((group) => group.key === sub.foodGroup)) {
      problems.push({
        field: `subItems.${sub.foodGroup}`,
        message: `${item.name} takes no ${sub.foodGroup}.`,
      });
    }
  }
  if (problems.length > 0) return { ok: false, missing: false, problems };

  const subTotalCents = calculateItemSubtotal({
    quantity: choice.quantity,
    price: unitPriceCents,
    isAmountFromSubItems: fromSubItems,
    subItems: subItems.map((s) => ({ quantity: s.quantity, price: s.priceCents })),
  });
  return {
    ok: true,
    item: {
      menuItemId: item.id,
      name: item.name,
      displayName: item.display_name,
      servesText: servesTextOf(item.serves_text, choice.quantity, itemConfig.serves ?? 1),
      quantity: choice.quantity,
      unitPriceCents,
      subTotalCents,
      isAmountFromSubItems: fromSubItems,
      subItems,
    },
  };
}
