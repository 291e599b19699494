import type { Flag } from './schema';

/** An order: the current one (Open), a placed one (Submitted), Closed (fulfilled) or Cancelled. */
export interface OrdersTable {
  id: string;
  customer_id: string;
  /** Open, Submitted, Closed or Cancelled (ORDER_STATUSES). */
  status: string;
  /** VC-100001, assigned at submit; kept when an edit is re-submitted. */
  order_number: string | null;
  order_type: 'pickup' | 'delivery';
  restaurant_number: number;
  /** Restaurant-local date YYYY-MM-DD and time HH:mm, as the customer chose them. */
  local_date: string;
  local_time: string;
  /** The slot start as a UTC instant (epoch ms). */
  scheduled_at: number;
  event_type: string;
  delivery_address_json: string | null;
  /** Tip as parts per million of the subtotal after promotion (0.15 = 150000). */
  delivery_tip_ppm: number;
  delivery_quote_id: string | null;
  delivery_quote_expires_at: number | null;
  promotion_code: string | null;
  promotion_name: string | null;
  /** COO-0070, COO-0117, COO-0118 ... while the promotion on the order does not apply. */
  promotion_exception_code: string | null;
  sub_total_cents: number;
  promotion_deduction_cents: number;
  tax_cents: number;
  delivery_tip_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  contact_first_name: string | null;
  contact_last_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  /** The masked payment item (never a card number), JSON. */
  payment_item_json: string | null;
  authorization_id: string | null;
  fraud_session_id: string | null;
  favorite_name: string | null;
  /** Set on an edit draft: the submitted order it will replace. */
  edit_of_order_id: string | null;
  /** The slot booking this order holds, so it can be released exactly. */
  booked_slot_start: number | null;
  booked_restaurant_number: number | null;
  booked_headcount: number | null;
  /** The other half of a delivery split in two (decision 216), or null. */
  split_partner_id: string | null;
  /** 1 for the half that is the session's cart, 2 for the second delivery; null when not split. */
  split_part: number | null;
  /** Bumped by every change; the first statement of a change, so it also takes the row lock. */
  version: number;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  closed_at: number | null;
  cancelled_at: number | null;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  menu_item_id: string;
  name: string;
  display_name: string;
  serves_text: string;
  quantity: number;
  unit_price_cents: number;
  sub_total_cents: number;
  is_amount_from_sub_items: Flag;
  /** [{ menuId, name, quantity, priceCents, foodGroup }] */
  sub_items_json: string;
  popular_build_id: string | null;
  popular_build_name: string | null;
  position: number;
  created_at: number;
  /** The diet split the item was planned for, as JSON; null when none was given. */
  diet_split_json: string | null;
}

/**
 * One Idempotency-Key of one customer, for a day: claimed inside the submit's transaction, then
 * what a replay needs (the order placed, or the error answered), never the whole answer.
 */
export interface IdempotencyKeysTable {
  customer_id: string;
  idempotency_key: string;
  request_hash: string;
  /** 200 with order_id, or the status of the error in error_body; NULL only inside the claim's transaction. */
  response_status: number | null;
  order_id: string | null;
  /** The error body answered ({ errorCode, message, validationErrors? }), JSON. */
  error_body: string | null;
  created_at: number;
}

/** A promotion used by a submitted order; once_code is the code only for once-per-customer ones. */
export interface PromotionRedemptionsTable {
  order_id: string;
  code: string;
  customer_id: string;
  /** Unique with customer_id; NULL (never equal) for promotions that may be used again. */
  once_code: string | null;
  redeemed_at: number;
}

/** Named counters advanced by UPDATE ... RETURNING (order numbers). */
export interface CountersTable {
  name: string;
  value: number;
}

/** A read-only share link of a placed order; the token itself is never stored. */
export interface OrderSharesTable {
  token_hash: string;
  order_id: string;
  created_at: number;
  /** A day after the order's pickup or delivery time (epoch ms). */
  expires_at: number;
  revoked_at: number | null;
}
