import { z } from 'zod';
import { paymentProviderIdSchema, walletTokenIdSchema } from '@catering/domain';

export const walletTokenParamsSchema = z.object({ tokenId: walletTokenIdSchema });

export const providerIdParamsSchema = z.object({ id: paymentProviderIdSchema });
