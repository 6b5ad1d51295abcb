/**
 * Errors that say the connection to PostgreSQL went away, not that the work was wrong: the server
 * shut the backend down (57P01 `pg_terminate_backend`, a fast shutdown or failover; 57P02 a crash
 * of another backend; 57P03 still starting or stopping), the connection failed (class 08), or the
 * socket closed or was refused. The work may simply be tried again once the pool has reconnected.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
/** What node-postgres and its pool say when the socket ended or the pool could not connect in time. */
const MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/;

export function isConnectionLoss(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SERVER_CODES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
    if (MESSAGES.test(current.message)) return true;
  }
  return false;
}
