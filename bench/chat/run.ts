/**
 * Chat benchmark (run on demand: npm run bench:chat). Pairs of members message each other at a
 * fixed total rate while many more authenticated sockets stay open; each message's delivery time is
 * measured from the moment it is sent to the moment the recipient's socket receives its notification.
 *
 *   BENCH_TARGET=embedded (default)  the quick start: one process, embedded PGlite, in-process bus
 *   BENCH_TARGET=split               every service its own process on local PostgreSQL and Redis
 *   BENCH_PROFILE=<dir>              the embedded server's CPU profile, written there when it stops
 *   PAIRS (20), SOCKETS (1000 in all: one per chatting member, the rest spread over LISTENERS (50)
 *   other signed-in members), MESSAGE_RATE (messages/s in all, 210), BENCH_SECONDS (15
 *   measured, after WARMUP_SECONDS (3) at the same rate that are not), BENCH_TRACE=1 (latency per second)
 *
 * Prints a table and writes bench/results/chat-<target>.json: {target, pairs, sockets, offeredPerSecond,
 * messagesPerSecond, p50Ms, p99Ms, lost, refused}. Delivered/s counts the measured messages over the
 * time from the measured part's start to the last one's arrival, so it stays a little under the
 * offered rate even when every message arrives.
 */
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ApiClient } from '../../test/support/test-app';
import { profileOptions, startEmbedded } from '../embedded-start';
import { startSplitDeployment } from '../split-deployment';
import { writeResult } from '../results';

const target = process.env.BENCH_TARGET === 'split' ? 'split' : 'embedded';
const PAIRS = Number(process.env.PAIRS ?? 20);
const SOCKETS = Number(process.env.SOCKETS ?? 1000);
const RATE = Number(process.env.MESSAGE_RATE ?? 210);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 3);
const LISTENERS = Number(process.env.LISTENERS ?? 50);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** BENCH_PROFILE=<dir>: the embedded server writes its CPU profile there when it stops. */
const profile = profileOptions();

/**
 * An authenticated socket that hands every frame to `onFrame` (test/support's openSocket parses and
 * keeps every message, client work that would weigh on the timings across a thousand sockets).
 */
function openSocket(url: string, cookie: string, onFrame: (frame: string) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/ws`, { headers: { cookie } });
    socket.on('message', (raw) => onFrame(raw.toString()));
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

async function pairUp(url: string, index: number) {
  const payer = new ApiClient(url);
  const payee = new ApiClient(url);
  const [a, b] = [await payer.signUp(), await payee.signUp()];
  const listing = await payee.post('/api/listings', {
    title: `Chat benchmark listing ${index}`,
    description: 'Firewood split and stacked, delivered within town.',
    category: 'shelter-housing',
    type: 'offer',
    credits: '1.00',
    location: 'Baton Rouge, LA',
  });
  if (listing.status !== 201) throw new Error(`listing: ${listing.status} ${JSON.stringify(listing.body)}`);
  const trade = await payer.post('/api/trades', { listingId: listing.body.listing.id, proposedTerms: 'Any evening' });
  if (trade.status !== 201) throw new Error(`trade: ${trade.status} ${JSON.stringify(trade.body)}`);
  return { payer, payee, payerId: a.id, payeeId: b.id, tradeId: trade.body.id as string };
}

const running = target === 'split' ? await startSplitDeployment('chat') : await startEmbedded('chat', profile);
const sockets: WebSocket[] = [];
try {
  const pairs = [];
  for (let index = 0; index < PAIRS; index++) pairs.push(await pairUp(running.url, index));
  console.log(`${PAIRS} pairs ready, each with a proposed trade and its conversation`);

  // Delivery: the recipient's socket receives a frame naming the message id.
  // The frame can come before the HTTP answer that tells the id, so either side may be first.
  const sentAt = new Map<string, number>();
  const arrivedAt = new Map<string, number>();
  /** Each delivered message: when it was sent and when its recipient's socket had it. */
  const deliveries: { sent: number; arrived: number }[] = [];
  const delivered = (frame: string) => {
    const id = /"messageId":"([0-9a-f-]{36})"/.exec(frame)?.[1];
    if (!id) return;
    const sent = sentAt.get(id);
    if (sent === undefined) return void arrivedAt.set(id, performance.now());
    deliveries.push({ sent, arrived: performance.now() });
    sentAt.delete(id);
  };
  for (const pair of pairs) {
    sockets.push(await openSocket(running.url, pair.payer.cookieHeader(), delivered));
    sockets.push(await openSocket(running.url, pair.payee.cookieHeader(), delivered));
  }
  // The rest of the open sockets: other members signed in on their phones and computers, a few
  // tabs each, who receive nothing while the pairs chat (a message goes to its recipient's sockets).
  const listeners: ApiClient[] = [];
  for (let index = 0; index < LISTENERS; index++) {
    const listener = new ApiClient(running.url);
    await listener.signUp();
    listeners.push(listener);
  }
  for (let index = sockets.length; index < SOCKETS; index++) {
    sockets.push(await openSocket(running.url, listeners[index % listeners.length]!.cookieHeader(), () => undefined));
  }

  console.log(`${sockets.length} sockets open; sending ${RATE} messages/s for ${WARMUP_SECONDS} s of warm-up, then ${SECONDS} s measured`);

  // Open loop: messages go out at the offered rate whether or not earlier ones have arrived.
  let sent = 0;
  let failed = 0;
  const refusals = new Map<number, number>();
  const failures = new Map<string, number>();
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  // Messages sent in the warm-up (JIT, the database's caches and plans) are delivered but not counted.
  const measuredFrom = started + WARMUP_SECONDS * 1000;
  const total = Math.round(RATE * (WARMUP_SECONDS + SECONDS));
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[index % pairs.length]!;
    const fromPayer = Math.floor(index / pairs.length) % 2 === 0;
    const [client, recipientId] = fromPayer ? [pair.payer, pair.payeeId] : [pair.payee, pair.payerId];
    const at = performance.now();
    inFlight.push(
      client.post('/api/messages', { tradeId: pair.tradeId, recipientId, content: `Message ${index}`, messageType: 'text' }).then((answer) => {
        if (answer.status !== 201) {
          refusals.set(answer.status, (refusals.get(answer.status) ?? 0) + 1);
          return void failed++;
        }
        sent++;
        const id = (answer.body as { id: string }).id;
        const arrived = arrivedAt.get(id);
        if (arrived === undefined) return void sentAt.set(id, at);
        deliveries.push({ sent: at, arrived });
        arrivedAt.delete(id);
      }, (error: unknown) => {
        const reason = error instanceof Error ? String((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        failures.set(reason, (failures.get(reason) ?? 0) + 1);
        failed++;
      }),
    );
  }
  await Promise.all(inFlight);
  const deadline = performance.now() + 10_000;
  while (deliveries.length < sent && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));

  // Throughput: messages sent in the measured part and delivered, over the time from its start to the last of them arriving.
  const measured = deliveries.filter((delivery) => delivery.sent >= measuredFrom);
  const latencies = measured.map((delivery) => delivery.arrived - delivery.sent);
  const elapsed = (Math.max(...measured.map((delivery) => delivery.arrived)) - measuredFrom) / 1000;

  const result = {
    target,
    pairs: PAIRS,
    sockets: sockets.length,
    offeredPerSecond: RATE,
    messagesPerSecond: Number((latencies.length / elapsed).toFixed(1)),
    p50Ms: Number(percentile(latencies, 50).toFixed(1)),
    p99Ms: Number(percentile(latencies, 99).toFixed(1)),
    lost: sent - deliveries.length,
    refused: failed,
  };
  console.log(`\nChat benchmark (${target}, ${SECONDS} s at ${RATE} messages/s offered, after ${WARMUP_SECONDS} s of warm-up)\n`);
  console.log('| target | pairs | sockets | offered/s | delivered/s | p50 | p99 | not delivered | refused |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| ${target} | ${result.pairs} | ${result.sockets} | ${RATE} | ${result.messagesPerSecond} | ${result.p50Ms} ms | ${result.p99Ms} ms | ${result.lost} | ${failed} |`,
  );
  if (process.env.BENCH_TRACE) {
    // Latency by the second the messages were sent in, warm-up included (negative seconds).
    const bySecond = new Map<number, number[]>();
    for (const { sent, arrived } of deliveries) {
      const second = Math.floor((sent - measuredFrom) / 1000);
      bySecond.set(second, [...(bySecond.get(second) ?? []), arrived - sent]);
    }
    for (const [second, values] of [...bySecond].sort((a, b) => a[0] - b[0])) {
      console.log(`${String(second).padStart(3)} s  ${String(values.length).padStart(4)} messages  p50 ${percentile(values, 50).toFixed(0)} ms  p99 ${percentile(values, 99).toFixed(0)} ms`);
    }
  }
  if (refusals.size > 0) console.log(`refused by status: ${[...refusals].map(([status, count]) => `${status} × ${count}`).join(', ')}`);
  if (failures.size > 0) console.log(`failed: ${[...failures].map(([reason, count]) => `${reason} × ${count}`).join(', ')}`);
  await writeResult(`chat-${target}`, [result]);
} finally {
  for (const socket of sockets) socket.terminate();
  await running.stop();
}
