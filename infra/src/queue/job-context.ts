import { requestIdsInContext, type LogContext } from '../log';

/**
 * A job carries the request ids of the work that queued it (a reactor batch), so the worker's lines
 * for it, in whichever process runs it, can be found by a request's id. In BullMQ the ids travel in
 * an envelope around the job's data; jobs queued without one (before this existed) are read as they are.
 */
const ENVELOPE = 'barteraid:job';

interface Envelope {
  [ENVELOPE]: 1;
  data: unknown;
  requestIds: string[];
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && (value as Partial<Envelope>)[ENVELOPE] === 1 && Array.isArray((value as Envelope).requestIds);

/** The job's data as stored: in an envelope when the work queueing it has request ids. */
export function withQueuingContext(data: unknown): unknown {
  const requestIds = requestIdsInContext();
  return requestIds.length > 0 ? { [ENVELOPE]: 1, data, requestIds } : data;
}

/** The job's own data and the log context to run it in. */
export function openJob(stored: unknown, queue: string, jobId: string): { data: unknown; context: LogContext } {
  if (!isEnvelope(stored)) return { data: stored, context: { queue, jobId, requestId: undefined, requestIds: undefined } };
  return { data: stored.data, context: { queue, jobId, requestId: undefined, requestIds: stored.requestIds } };
}
