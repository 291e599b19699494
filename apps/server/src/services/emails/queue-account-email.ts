import type { Kysely } from 'kysely';
import type { AccountEmailKind, Database } from '../../db/schema';
import type { CustomerRow } from '../../db/repositories/customers.repository';
import { queueEmail } from '../../adapters/email/email-outbox';
import { accountEmailContent } from './account-email-content';
import { renderAccountEmailHtml, renderAccountEmailText } from './account-email';
import type { EmailSettings } from './order-email-content';

/**
 * Writes an account email to the outbox in the caller's transaction (the one that creates or
 * changes the account): it exists if and only if the change does. A worker sends it.
 */
export async function queueAccountEmail(
  trx: Kysely<Database>,
  settings: EmailSettings,
  kind: AccountEmailKind,
  customer: Pick<CustomerRow, 'email_address' | 'first_name' | 'phone_number'>,
  now: number,
): Promise<void> {
  // Full users always have both; a row without them has nobody to tell or nothing to say.
  if (!customer.email_address || !customer.phone_number) return;
  const content = accountEmailContent(
    { kind, firstName: customer.first_name ?? '', phoneNumber: customer.phone_number, at: now },
    settings,
  );
  await queueEmail(
    trx,
    {
      kind,
      orderId: null,
      to: customer.email_address,
      subject: content.subject,
      html: renderAccountEmailHtml(content),
      text: renderAccountEmailText(content),
      attachments: [],
    },
    now,
  );
}
