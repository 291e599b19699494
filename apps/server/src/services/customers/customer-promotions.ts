import { centsToDollars, type CustomerPromotion, type CustomerPromotions } from '@catering/domain';
import { promotionRedemptionsRepository } from '../../db/repositories/promotion-redemptions.repository';
import { promotionsRepository } from '../../db/repositories/promotions.repository';
import type { PromotionsTable } from '../../db/schema';
import type { CustomerDeps } from './customer-deps';
import { isPromotionOpenTo } from './open-promotions';

const listOf = <T>(json: string | null): T[] | null => (json ? (JSON.parse(json) as T[]) : null);

function toCustomerPromotion(promotion: PromotionsTable): CustomerPromotion {
  return {
    code: promotion.code,
    name: promotion.name,
    minimumSubTotal: centsToDollars(promotion.min_subtotal_cents),
    validTo: promotion.valid_to === null ? null : new Date(promotion.valid_to).toISOString(),
    restaurantNumbers: listOf<number>(promotion.restaurant_numbers),
    menuItemIds: listOf<string>(promotion.menu_item_ids),
    oncePerCustomer: promotion.once_per_customer === 1,
  };
}

/** GET /promotions: the promotions this customer may still use, by code. */
export async function customerPromotions(
  deps: CustomerDeps,
  customerId: string,
): Promise<CustomerPromotions> {
  const [promotions, usedCodes] = await Promise.all([
    promotionsRepository(deps.db).listActive(),
    promotionRedemptionsRepository(deps.db).codesUsedBy(customerId),
  ]);
  const customer = { now: deps.now(), usedCodes };
  return {
    promotions: promotions
      .filter((promotion) => isPromotionOpenTo(promotion, customer))
      .map(toCustomerPromotion),
  };
}
