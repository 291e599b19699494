import type { IntakeInput, Order } from '@catering/domain';
import { intakeSchema } from '@catering/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import type { Resolver } from 'react-hook-form';

/** The intake form's values: the wire intake, with the address always present for its inputs. */
export type IntakeFormValues = IntakeInput;

const zodIntake = zodResolver(intakeSchema);

/**
 * Validates with the domain intakeSchema. A pickup order carries no delivery address, and an
 * unchecked radio group reads null, which must fail as "Please choose a date", not as a type.
 */
export const intakeResolver: Resolver<IntakeFormValues> = (values, context, options) => {
  const normalized = { ...values, date: values.date ?? '', time: values.time ?? '' };
  if (values.orderType === 'pickup') normalized.deliveryAddress = undefined;
  return zodIntake(normalized, context, options as never) as ReturnType<Resolver<IntakeFormValues>>;
};

/** A delivery address with nothing typed yet. */
export const EMPTY_ADDRESS = {
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: 'US' as const,
  instructions: '',
};

/** Starting values: the current order's intake when editing, else pickup or the query's type. */
export function intakeDefaults(
  order: Order | null,
  orderType: 'pickup' | 'delivery',
): IntakeFormValues {
  if (!order)
    return {
      orderType,
      date: '',
      time: '',
      eventType: '',
      deliveryAddress: { ...EMPTY_ADDRESS },
    } as never;
  const detail = order.orderDetail;
  const zone = detail.store.timezoneId || 'UTC';
  const at = detail.isDelivery ? detail.deliveryInfo?.deliveryDate : detail.pickupInfo?.pickupDate;
  const address = detail.deliveryInfo?.deliveryAddress;
  return {
    orderType: detail.isDelivery ? 'delivery' : 'pickup',
    restaurantNumber: detail.store.storeNumber,
    date: at ? format(new Date(at), 'yyyy-MM-dd', { in: tz(zone) }) : '',
    time: at ? format(new Date(at), 'HH:mm', { in: tz(zone) }) : '',
    eventType: detail.eventType,
    deliveryAddress: address ? { ...EMPTY_ADDRESS, ...address } : { ...EMPTY_ADDRESS },
    // The form has no tip input: carry the chosen tip through, or a re-save would reset it.
    ...(detail.deliveryInfo ? { deliveryTipPercent: detail.deliveryInfo.deliveryTipPercent } : {}),
  };
}

/** Where intake goes after saving: the named route, else the menu item's builder, else Home. */
export function intakeTarget(
  query: { action?: string | null; menuItemId?: string | null; orderItemId?: string | null },
  builderPath: (menuItemId: string, orderItemId?: string) => string | undefined,
): string {
  if (query.action && query.action.startsWith('/') && !query.action.startsWith('//'))
    return query.action;
  if (query.menuItemId) return builderPath(query.menuItemId, query.orderItemId ?? undefined) ?? '/';
  return '/';
}
