/** Contact form: stored, then e-mailed to every administrator (reply-to is the sender's address). */
import type { ContactInput } from '@verdant/shared';
import { contactMessage } from '../../db/schema/index.ts';
import { type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { adminEmails } from '../accounts/index.ts';

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
    const topic = input.topic ?? 'other';
    const subject = `Contact (${topic}): ${input.name}`;
    const text = [
      `${input.name} <${input.email}> wrote through the contact form (topic: ${topic}):`,
      '',
      input.message,
      '',
      `Reply to: ${input.email}`,
    ].join('\n');
    for (const to of await adminEmails(tx))
      await t.mail.enqueue({ kind: 'contact-notice', to, subject, text }, tx);
    return { id: row!.id };
  });
}
