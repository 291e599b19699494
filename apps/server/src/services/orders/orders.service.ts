import type {
  Intake,
  AddOrderItemBody,
  SplitOrderBody,
  UpdateOrderItemBody,
} from '@catering/domain';
import type { Actor, OrderDeps } from './order-context';
import { createOrder, updateIntake } from './order-intake';
import { getCart, getOrder, validateOrder } from './order-reads';
import { addItem, removeItem, reorder, updateItem } from './order-items';
import { addPopularBuild } from './popular-builds';
import { applyPromotion, removePromotion, validatePromotions } from './order-promotions';
import { submitOrder, type SubmitRequest } from './submit-order';
import { cancelOrder, isChangeable, transferOrder } from './order-lifecycle';
import { markForUpdate, undoForUpdate } from './order-edit';
import { setFavorite, userHistory } from './order-history';
import { createShare, readShared, revokeShares } from './order-shares';
import { splitOrder } from './order-split';

/** The order calls (API-ORDER-1 to 5): every call takes the session's actor. */
export function ordersService(deps: OrderDeps) {
  return {
    create: (actor: Actor, intake: Intake) => createOrder(deps, actor, intake),
    updateIntake: (actor: Actor, intake: Intake) => updateIntake(deps, actor, intake),
    cart: (actor: Actor) => getCart(deps, actor),
    get: (actor: Actor, id: string) => getOrder(deps, actor, id),
    validate: (actor: Actor, id: string) => validateOrder(deps, actor, id),
    cancel: (actor: Actor, id: string) => cancelOrder(deps, actor, id),
    addItem: (actor: Actor, id: string, body: AddOrderItemBody) => addItem(deps, actor, id, body),
    updateItem: (actor: Actor, id: string, body: UpdateOrderItemBody) =>
      updateItem(deps, actor, id, body),
    removeItem: (actor: Actor, id: string, itemId: string) => removeItem(deps, actor, id, itemId),
    addPopularBuild: (actor: Actor, id: string, buildId: string, headcount: number) =>
      addPopularBuild(deps, actor, id, buildId, headcount),
    reorder: (actor: Actor, id: string, reorderId: string) => reorder(deps, actor, id, reorderId),
    applyPromotion: (actor: Actor, id: string, code: string) =>
      applyPromotion(deps, actor, id, code),
    removePromotion: (actor: Actor, id: string, code: string) =>
      removePromotion(deps, actor, id, code),
    validatePromotions: (actor: Actor, id: string) => validatePromotions(deps, actor, id),
    split: (actor: Actor, id: string, body: SplitOrderBody) => splitOrder(deps, actor, id, body),
    submit: (actor: Actor, request: SubmitRequest) => submitOrder(deps, actor, request),
    isChangeable: (actor: Actor, id: string) => isChangeable(deps, actor, id),
    markForUpdate: (actor: Actor, id: string) => markForUpdate(deps, actor, id),
    undoForUpdate: (actor: Actor) => undoForUpdate(deps, actor),
    transfer: (actor: Actor, id: string) => transferOrder(deps, actor, id),
    history: (actor: Actor) => userHistory(deps, actor),
    share: (actor: Actor, id: string) => createShare(deps, actor, id),
    revokeShares: (actor: Actor, id: string) => revokeShares(deps, actor, id),
    readShared: (token: string) => readShared(deps, token),
    setFavorite: (actor: Actor, id: string, name: string | null) =>
      setFavorite(deps, actor, id, name),
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
