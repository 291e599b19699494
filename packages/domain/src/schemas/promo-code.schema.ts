import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { requiredText } from './fields';

/** Promo entry in the bag. */
export const promoCodeSchema = z.object({
  code: requiredText('Please enter a promo code', MAX_LENGTH.promoCode),
});

/** Promo entry values. */
export type PromoCodeForm = z.infer<typeof promoCodeSchema>;
