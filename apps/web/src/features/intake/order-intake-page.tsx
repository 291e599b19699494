import { useQuery } from '@tanstack/react-query';
import { ShoppingBag, Truck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { eventTypesQueryOptions } from '../../api/catalogue';
import { isFullUser, sessionQueryOptions } from '../../api/customerauth';
import { cartQueryOptions } from '../../api/order';
import { Button } from '../../ui/button';
import { RadioCardGroup } from '../../ui/radio-card-group';
import { Select } from '../../ui/select';
import { DateChoice, noticeText } from './date-choice';
import { DeliverySection } from './delivery-section';
import type { IntakeFormValues } from './intake-form';
import { intakeDefaults, intakeResolver } from './intake-form';
import { IntakeStep } from './intake-step';
import { PickupSection } from './pickup-section';
import { TimeChoice } from './time-choice';
import { useAddressBook } from './use-address-book';
import { useIntakeChoices } from './use-intake-choices';
import { useIntakeSubmit } from './use-intake-submit';

const ORDER_TYPES = [
  {
    value: 'pickup',
    label: 'Pickup',
    description: 'Collect it from a restaurant near you',
    icon: <ShoppingBag className="size-7" />,
  },
  {
    value: 'delivery',
    label: 'Delivery',
    description: 'We bring it to your door',
    icon: <Truck className="size-7" />,
  },
] as const;

function OrderIntakePage() {
  const [params] = useSearchParams();
  const order = useQuery(cartQueryOptions()).data ?? null;
  const eventTypes = useQuery(eventTypesQueryOptions()).data ?? [];
  const form = useForm<IntakeFormValues>({
    resolver: intakeResolver,
    defaultValues: intakeDefaults(order, 'pickup'),
  });
  const { register, watch, formState, handleSubmit } = form;
  const initialType =
    order || params.get('orderType') === 'pickup' ? watch('orderType') : undefined;
  const choices = useIntakeChoices(form, order, initialType);
  const { orderType: pickedType, zone, days, restaurantNumber, resetTime } = choices;
  const session = useQuery(sessionQueryOptions()).data;
  const addressBook = useAddressBook(
    Boolean(session && isFullUser(session)),
    order?.orderDetail.deliveryInfo?.deliveryAddress.addressId,
  );
  const { submit, saving } = useIntakeSubmit(Boolean(order), addressBook.keepAfterSave);
  const [date, time] = watch(['date', 'time']);
  const errors = formState.errors;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <p className="font-display text-sm font-bold tracking-[0.3em] text-chile uppercase [font-stretch:condensed]">
        Catering order
      </p>
      <h1 className="mt-2 text-4xl text-verde-800 sm:text-5xl">
        {order ? 'Your order details' : 'Start your catering order'}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">
        Tell us how, where and when, and we'll show you the times that work.
      </p>
      <form
        noValidate
        className="mt-8 space-y-6"
        onSubmit={(event) => void handleSubmit(submit)(event)}
      >
        <IntakeStep n={1} title="Pickup or delivery?">
          <RadioCardGroup
            legend="Order type"
            hideLegend
            name="orderType"
            options={ORDER_TYPES}
            value={pickedType}
            onChange={choices.chooseType}
          />
        </IntakeStep>
        {pickedType && (
          <IntakeStep
            n={2}
            title={pickedType === 'pickup' ? 'Choose a restaurant' : 'Where should we deliver?'}
          >
            {pickedType === 'pickup' ? (
              <PickupSection
                restaurantNumber={restaurantNumber}
                error={errors.restaurantNumber?.message}
                onChoose={choices.chooseRestaurant}
              />
            ) : (
              <DeliverySection
                form={form}
                found={choices.delivery}
                onFound={choices.foundDelivery}
                offer={addressBook.offer}
              />
            )}
          </IntakeStep>
        )}
        {pickedType && (
          <IntakeStep n={3} title="When?">
            <div className="space-y-5">
              <DateChoice
                days={days}
                notice={choices.noticeHours ? noticeText(choices.noticeHours) : undefined}
                waiting={
                  pickedType === 'pickup'
                    ? 'Choose a restaurant to see its dates.'
                    : 'Enter the delivery address to see the dates.'
                }
                value={date}
                error={errors.date?.message}
                field={register('date', { onChange: resetTime })}
              />
              <TimeChoice
                orderType={pickedType}
                restaurantNumbers={choices.restaurantNumbers}
                restaurant={choices.restaurant}
                date={date}
                timeZone={zone}
                value={time}
                onSlot={choices.chooseSlot}
                onPickTime={(picked) => choices.chooseTime(picked)}
                onSwitchRestaurant={(at, picked) => choices.chooseTime(picked, at)}
                error={errors.time?.message}
                field={register('time')}
              />
            </div>
          </IntakeStep>
        )}
        {pickedType && (
          <IntakeStep n={4} title="What's the occasion?">
            <Select
              label="Event type"
              required
              placeholder="Choose an event type"
              options={eventTypes.map((e) => ({ value: e.code, label: e.displayName }))}
              error={errors.eventType?.message}
              {...register('eventType')}
            />
          </IntakeStep>
        )}
        {pickedType && (
          <div className="flex justify-end">
            <Button type="submit" size="lg" busy={saving} className="w-full sm:w-auto sm:min-w-60">
              Continue
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}

export { OrderIntakePage as Component };
