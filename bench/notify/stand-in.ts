/**
 * The push service stand-in (test/support/push-service.ts) in a process of its own, driven by the
 * notifications benchmark over IPC: so its work (checking VAPID, decrypting every payload) does
 * not share the product's event loop, and its CPU is counted apart from the product's.
 *   node --import tsx bench/notify/stand-in.ts <VAPID public key>
 */
import { PushServiceStandIn } from '../../test/support/push-service';
import { wallMs, type StandInAnswer, type StandInRequest } from './protocol';

const answer = (message: StandInAnswer) => process.send!(message);

const service = await new PushServiceStandIn(process.argv[2]!).start();
let phaseStart = 0;
let expected = Infinity;
let firstAt: number | null = null;
let lastAt: number | null = null;
let refusedBefore = 0;

const received = service.received;
service.onReceived = () => {
  lastAt = wallMs();
  firstAt ??= lastAt;
  if (received.length - phaseStart === expected) answer({ type: 'reached', at: lastAt });
};

process.on('message', (request: StandInRequest) => {
  switch (request.type) {
    case 'subscribe':
      return answer({ type: 'subscriptions', subscriptions: Array.from({ length: request.count }, () => service.subscribe()) });
    case 'expect':
      phaseStart = received.length;
      refusedBefore = service.refused.length;
      expected = request.count;
      firstAt = lastAt = null;
      return answer({ type: 'expecting' });
    case 'report': {
      const phase = received.slice(phaseStart);
      return answer({
        type: 'report',
        report: {
          received: phase.length,
          devices: new Set(phase.map((message) => message.deviceId)).size,
          firstAt,
          lastAt,
          refused: service.refused.slice(refusedBefore),
          sample: phase[0]?.payload ?? null,
        },
      });
    }
  }
});
process.on('disconnect', () => void service.stop().then(() => process.exit(0)));
answer({ type: 'ready', origin: service.origin });
