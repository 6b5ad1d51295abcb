import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's one metrics registry: whatever services this process runs (one, or all of them in
 * the one-process start) record here, and its /metrics answers all of it. Metrics read at scrape
 * time (queue depth, projection lag) ask the sources that registered with them below.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'barteraid_' });

export const httpRequestDuration = new Histogram({
  name: 'barteraid_http_request_duration_seconds',
  help: 'HTTP requests by service, method, route pattern (not the raw path) and status',
  labelNames: ['service', 'method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const eventAppends = new Counter({
  name: 'barteraid_event_store_appends_total',
  help: 'Appends to the event store by outcome (written, retried: already stored, conflict, failed)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

export const eventsAppended = new Counter({
  name: 'barteraid_event_store_events_appended_total',
  help: 'Events written to the event store',
  registers: [metricsRegistry],
});

export const appendDuration = new Histogram({
  name: 'barteraid_event_store_append_duration_seconds',
  help: 'From an append being asked for to its commit (or refusal), waiting for its group commit included',
  labelNames: ['outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter({
  name: 'barteraid_queue_job_failures_total',
  help: 'Job runs that failed (each retry that fails counts), by queue',
  labelNames: ['queue'] as const,
  registers: [metricsRegistry],
});

export const websocketConnections = new Gauge({
  name: 'barteraid_websocket_connections',
  help: 'Open /ws connections',
  registers: [metricsRegistry],
});

// Mail is not sent yet (password reset links and the like are written to the log): these are
// registered so dashboards and alerts can be set up now, and count once a mail sender exists.
export const mailsSent = new Counter({
  name: 'barteraid_mails_sent_total',
  help: 'Mails handed to the mail provider, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const mailsFailed = new Counter({
  name: 'barteraid_mails_failed_total',
  help: 'Mails the mail provider refused or that could not be handed over, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

/** One queue's jobs by state, read when /metrics is scraped. */
export interface QueueDepth {
  queue: string;
  state: 'waiting' | 'delayed' | 'active' | 'failed';
  jobs: number;
}

/** How far one follower of the log (a projection, a process manager) is behind its head. */
export interface FollowerLag {
  kind: 'projection' | 'process';
  name: string;
  events: number;
  seconds: number;
}

type Source<T> = () => Promise<T[]>;

/** Read-at-scrape sources; a queue or a watch adds itself while it runs and removes itself when closed. */
export const queueDepthSources = new Set<Source<QueueDepth>>();
export const lagSources = new Set<Source<FollowerLag>>();

async function readAll<T>(sources: Set<Source<T>>): Promise<T[]> {
  const answers = await Promise.all([...sources].map((source) => source().catch(() => [] as T[])));
  return answers.flat();
}

new Gauge({
  name: 'barteraid_queue_jobs',
  help: 'Jobs in each queue by state (waiting, delayed, active, failed for good)',
  labelNames: ['queue', 'state'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const depth of await readAll(queueDepthSources)) this.set({ queue: depth.queue, state: depth.state }, depth.jobs);
  },
});

// One read serves both lag gauges of a scrape: prom-client collects them one after the other.
let lagRead: Promise<FollowerLag[]> | null = null;
const currentLag = () => {
  lagRead ??= readAll(lagSources).finally(() => setTimeout(() => (lagRead = null), 100).unref());
  return lagRead;
};

new Gauge({
  name: 'barteraid_projection_lag_events',
  help: 'Events in the log after this projection\'s (or process manager\'s) checkpoint',
  labelNames: ['kind', 'projection'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const lag of await currentLag()) this.set({ kind: lag.kind, projection: lag.name }, lag.events);
  },
});

new Gauge({
  name: 'barteraid_projection_lag_seconds',
  help: 'Age of the oldest event this projection (or process manager) has not applied yet; 0 when caught up',
  labelNames: ['kind', 'projection'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const lag of await currentLag()) this.set({ kind: lag.kind, projection: lag.name }, lag.seconds);
  },
});
