import { log } from '@barteraid/infra';
import type { SmsTransport } from './sms-transport';

/** No SMS_URL: every text stays in the SMS outbox (`held`, readable by admins), and the log says so. */
export function outboxTransport(): SmsTransport {
  log.info('no SMS_URL: text messages are kept in the SMS outbox, not sent');
  return {
    kind: 'outbox',
    async send(sms) {
      log.info('text message kept in the SMS outbox (no SMS_URL)', { smsId: sms.id });
      return { status: 'held' };
    },
    listen() {},
    close() {},
  };
}
