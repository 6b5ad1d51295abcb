import { createHmac, randomInt, randomUUID } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { singleLineText, streams } from '@barteraid/events';
import { phoneMessages } from '@barteraid/events/messages/phone';
import { textsBodySchema } from '@barteraid/events/contracts/phone';
import { badRequest, messageBody, parseWith, requireActor } from '@barteraid/infra';
import { renderIn } from '@barteraid/events/messages/language';
import { languageOf } from '../mail/recipient';
import { commandDbOf } from '../read-models';
import type { CommandApiDeps } from '../deps';
import { contextOf } from '../request-context';
import { execute, nowOf } from '../command-handling';
import { mobileNumber } from './mobile-number';
import { phoneDecider } from './phone';
import { addSms, smsId } from './sms-outbox';

const phoneBody = z.object({ phone: singleLineText('Phone').max(40) });
const codeBody = z.object({ code: singleLineText('Code').max(20) });

/** The code as the log keeps it: an HMAC under the server's secret, tied to the member. */
const codeHash = (secret: string, memberId: string, code: string) => createHmac('sha256', secret).update(`phone:${memberId}:${code}`).digest('base64url');

/** A member proves a mobile number with a 6-digit code sent to it by SMS. */
export function phoneRoutes(deps: CommandApiDeps): Router {
  const router = Router();

  router.post('/api/user/phone', async (req, res) => {
    const { memberId } = requireActor(req);
    const { phone: typed } = parseWith(phoneBody, req.body ?? {});
    const phone = mobileNumber(typed);
    if (!phone) throw badRequest(phoneMessages.message('notMobile'), { field: 'phone' });
    const context = contextOf(req, deps);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeId = randomUUID();
    await execute(context, streams.phone(memberId), phoneDecider, {
      type: 'SendPhoneCode',
      memberId,
      phone,
      codeId,
      codeHash: codeHash(deps.internalSecret, memberId, code),
      now: nowOf(context).toISOString(),
    });
    // The code exists only here and in the text: the log keeps its HMAC. Written in the member's language.
    const body = renderIn(await languageOf(commandDbOf(deps.db), memberId), phoneMessages.message('codeText', { code }));
    await addSms(deps.db, deps.mailQueue, { id: smsId(codeId, 'phone_code'), kind: 'phone_code', memberId, to: phone, body });
    res.status(202).json({ ...messageBody(phoneMessages.message('codeSent', { phone })), phone });
  });

  router.post('/api/user/phone/confirm', async (req, res) => {
    const { memberId } = requireActor(req);
    const { code } = parseWith(codeBody, req.body ?? {});
    const context = contextOf(req, deps);
    const result = await execute(context, streams.phone(memberId), phoneDecider, {
      type: 'ConfirmPhone',
      memberId,
      codeHash: codeHash(deps.internalSecret, memberId, code.trim()),
      now: nowOf(context).toISOString(),
    });
    // A wrong try is recorded (it counts towards the five) and answered as a refusal.
    if (result.state.status !== 'confirmed' || result.events[0]?.type !== 'PhoneConfirmed') {
      throw badRequest(phoneMessages.message('wrongCode'), { field: 'code' });
    }
    await deps.projections.waitFor(result.position);
    res.json({ ...messageBody(phoneMessages.message('confirmed', { phone: result.state.phone })), phone: result.state.phone });
  });

  router.delete('/api/user/phone', async (req, res) => {
    const { memberId } = requireActor(req);
    const context = contextOf(req, deps);
    const result = await execute(context, streams.phone(memberId), phoneDecider, { type: 'RemovePhone', memberId, now: nowOf(context).toISOString() });
    await deps.projections.waitFor(result.position);
    res.json(messageBody(phoneMessages.message('removed')));
  });

  /** Texts on again (undoes a STOP) or off, from /settings. */
  router.put('/api/user/phone/texts', async (req, res) => {
    const { memberId } = requireActor(req);
    const { on } = parseWith(textsBodySchema, req.body ?? {});
    const context = contextOf(req, deps);
    const now = nowOf(context).toISOString();
    const result = await execute(context, streams.phone(memberId), phoneDecider, on ? { type: 'ResumeTexts', memberId, via: 'web', now } : { type: 'StopTexts', memberId, via: 'web', now });
    await deps.projections.waitFor(result.position);
    res.json({ ...messageBody(phoneMessages.message(on ? 'textsResumed' : 'textsStopped')), textsStopped: !on });
  });

  return router;
}
