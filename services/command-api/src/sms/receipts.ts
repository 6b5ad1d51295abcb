import type { Db } from '@barteraid/infra';
import { commandDbOf } from '../read-models';
import type { DeliveryReceipt } from '../phone/sms-transport';

/**
 * The SMSC's delivery receipt marks the text it names delivered, or failed with the receipt's
 * state. A receipt may come before the worker recorded the SMSC's id (it is sent right after the
 * acknowledgement): it waits for it a moment. Answers whether a text of ours had that id.
 */
export async function recordReceipt(platformDb: Db, receipt: DeliveryReceipt, now: () => Date, waitMs = 5_000): Promise<boolean> {
  const db = commandDbOf(platformDb);
  const deadline = Date.now() + waitMs;
  for (;;) {
    const marked = await db
      .updateTable('sms_outbox')
      .set(receipt.delivered ? { status: 'delivered', delivered_at: now() } : { status: 'failed', last_error: `not delivered (${receipt.state})` })
      .where('smsc_message_id', '=', receipt.smscMessageId)
      .where('status', 'in', ['sent', 'delivered', 'failed'])
      .executeTakeFirst();
    if (marked.numUpdatedRows > 0n) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
