import { z } from 'zod';
import { savedAddressIdSchema } from '@catering/domain';

export const addressIdParamsSchema = z.object({ addressId: savedAddressIdSchema });
