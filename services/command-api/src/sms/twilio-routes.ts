import express, { Router, type Request } from 'express';
import { smsMessages } from '@barteraid/events/messages/sms';
import { HttpError, badRequest, log } from '@barteraid/infra';
import type { CommandApiDeps } from '../deps';
import { twilioAccountOf, twilioSiteUrl } from '../phone/twilio-account';
import { handleInbound } from './inbound';
import { recordReceipt } from './receipts';
import { TWILIO_MESSAGES_PATH, TWILIO_STATUS_PATH, inboundOfTwilio, receiptOfTwilio, signedByTwilio, type TwilioForm } from './twilio-webhook';

const repliesOf = (deps: CommandApiDeps) => {
  if (!deps.smsReplies) throw new Error('the SMS replies are registered by createCommandApi');
  return deps.smsReplies;
};

/** Twilio is answered with empty TwiML: a reply goes out through the SMS outbox like every other text. */
const EMPTY_TWIML = '<?xml version="1.0" encoding="UTF-8"?><Response/>';

const formOf = (req: Request): TwilioForm => {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object') return {};
  return Object.fromEntries(Object.entries(body as Record<string, unknown>).filter((entry): entry is [string, string | string[]] => typeof entry[1] === 'string' || Array.isArray(entry[1])));
};

/**
 * Twilio's webhooks when SMS_URL is `twilio://…`: a member's text (`TWILIO_MESSAGES_PATH`) goes to
 * `handleInbound` with its MessageSid as the idempotency id, so a webhook Twilio retries is done
 * once; a status callback (`TWILIO_STATUS_PATH`) is the delivery receipt SMPP would give. Each is
 * checked against `X-Twilio-Signature` over PUBLIC_URL and the path first: unsigned or wrongly
 * signed is a 403 and changes nothing. They run here, in the command API, in both deployments: the
 * gateway hands them on without a session or CSRF token, limited per IP.
 */
export function twilioRoutes(deps: CommandApiDeps): Router {
  const router = Router();
  const account = deps.config.SMS_URL?.startsWith('twilio://') ? twilioAccountOf(deps.config.SMS_URL) : null;
  const site = account ? twilioSiteUrl(deps.config.PUBLIC_URL) : '';
  const now = () => (deps.clock ?? (() => new Date()))();

  router.post([TWILIO_MESSAGES_PATH, TWILIO_STATUS_PATH], express.urlencoded({ extended: false, limit: '64kb', type: () => true }), async (req, res) => {
    if (!account) throw new HttpError(404, smsMessages.message('twilioOff'));
    const form = formOf(req);
    const signature = req.header('x-twilio-signature');
    if (!signature) throw new HttpError(403, smsMessages.message('twilioSignatureMissing'), { field: 'X-Twilio-Signature' });
    // The signature covers the address Twilio called: this site's public one, with the query string.
    if (!signedByTwilio(account.token, `${site}${req.originalUrl}`, form, signature)) {
      throw new HttpError(403, smsMessages.message('twilioSignatureWrong'), { field: 'X-Twilio-Signature' });
    }
    if (req.path === TWILIO_MESSAGES_PATH) {
      const sms = inboundOfTwilio(form);
      if (!sms) throw badRequest(smsMessages.message('twilioFormWrong', { name: 'MessageSid, From' }), { field: 'MessageSid' });
      await handleInbound({ db: deps.db, store: deps.store, config: deps.config, queue: deps.mailQueue, replies: repliesOf(deps), clock: deps.clock }, sms);
    } else {
      if (!form.MessageSid) throw badRequest(smsMessages.message('twilioFormWrong', { name: 'MessageSid' }), { field: 'MessageSid' });
      const receipt = receiptOfTwilio(form);
      // Another application on the same Twilio account may share the callback: nothing of ours to mark.
      if (receipt && !(await recordReceipt(deps.db, receipt, now))) log.info('a Twilio status for a message that is not ours', { smscMessageId: receipt.smscMessageId });
    }
    res.type('text/xml').send(EMPTY_TWIML);
  });

  return router;
}
