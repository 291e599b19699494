import { dollarsToCents, formatCurrency } from '@catering/domain';
import type { MenuItem } from '../../api/menu';

const UNIT: Record<string, string> = {
  PERSON: 'per person',
  BURRITO: 'per burrito',
  ORDER: 'per order',
};

/** "$12.95 per person", or "From $10.95 per person" when prices vary by restaurant. */
export function priceText(
  item: Pick<MenuItem, 'price' | 'minPrice' | 'maxPrice' | 'priceUnit'>,
): string {
  const unit = UNIT[item.priceUnit ?? 'PERSON'] ?? 'per person';
  const ranged = item.maxPrice > item.minPrice;
  const price = formatCurrency(dollarsToCents(ranged ? item.minPrice : item.price));
  return `${ranged ? 'From ' : ''}${price} ${unit}`;
}

/** "Serves 10-200" from the headcount rule, or the item's own serves text ("Serves 10-15"). */
export function servesText(item: Pick<MenuItem, 'formatServesText' | 'itemConfig'>): string {
  const { min, max, serves } = item.itemConfig;
  if (!item.formatServesText.includes('{n}')) return item.formatServesText;
  return item.formatServesText.replace('{n}', `${min * serves}-${max * serves}`);
}
