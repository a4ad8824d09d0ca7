/** Contact form: stored, then e-mailed to every platform administrator in their language. */
import type { ContactInput } from '@verdant/shared';
import { contactMessage } from '../../db/schema/index.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { platformAdminRecipients } from '../accounts/index.ts';
import { contactNoticeEmail } from './emails/contact-notice.ts';

/** Stores the message and queues its e-mails in one transaction. */
export async function createContactMessage(
  ctx: ServiceContext,
  input: ContactInput,
): Promise<{ id: string }> {
  return withTransaction(ctx, async (t) => {
    const tx = t.db;
    const [row] = await tx
      .insert(contactMessage)
      .values({ name: input.name, email: input.email, topic: input.topic ?? null, message: input.message })
      .returning({ id: contactMessage.id });
    for (const to of await platformAdminRecipients(tx))
      await t.mail.enqueue(contactNoticeEmail(to, input), tx);
    return { id: row!.id };
  });
}
