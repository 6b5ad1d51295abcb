import WebSocket from 'ws';

export interface OpenSocket {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  next(predicate?: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): void;
}

/** Opens /ws with the given cookie header; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(baseUrl: string, cookie: string, query = ''): Promise<OpenSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/ws${query}`;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { cookie } });
    const messages: Record<string, unknown>[] = [];
    const waiters: { predicate: (message: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void }[] = [];
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as Record<string, unknown>;
      messages.push(message);
      for (const waiter of [...waiters]) {
        if (waiter.predicate(message)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(message);
        }
      }
    });
    socket.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    socket.on('error', reject);
    socket.on('open', () =>
      resolve({
        socket,
        messages,
        next(predicate = () => true, timeoutMs = 5000) {
          const seen = messages.find(predicate);
          if (seen) {
            messages.splice(messages.indexOf(seen), 1);
            return Promise.resolve(seen);
          }
          return new Promise((resolveMessage, rejectMessage) => {
            const timer = setTimeout(() => rejectMessage(new Error('no matching message')), timeoutMs);
            waiters.push({
              predicate,
              resolve: (message) => {
                clearTimeout(timer);
                messages.splice(messages.indexOf(message), 1);
                resolveMessage(message);
              },
            });
          });
        },
        close: () => socket.close(),
      }),
    );
  });
}
