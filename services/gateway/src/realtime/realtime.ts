import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { RequestHandler, Response } from 'express';
import { log, errorFields, type NotificationBus } from '@barteraid/infra';

const HEARTBEAT_MS = 30_000;

interface LiveSocket extends WebSocket {
  alive?: boolean;
}

export interface Realtime {
  /** Open sockets of a member on this instance (tests and health). */
  socketCount(memberId?: string): number;
  close(): Promise<void>;
}

function reject(socket: Duplex, status: number, reason: string) {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * /ws: only a request with a valid session cookie is upgraded; a userId in the query must be the
 * session's own. Notifications from the bus reach every open socket of the addressed member.
 */
export async function attachRealtime(server: Server, session: RequestHandler, bus: NotificationBus): Promise<Realtime> {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const sockets = new Map<string, Set<LiveSocket>>();

  const memberOf = (req: IncomingMessage) =>
    new Promise<string | null>((resolve) => {
      const res = { getHeader: () => undefined, setHeader: () => undefined, on: () => undefined, end: () => undefined };
      session(req as never, res as unknown as Response, () => {
        const user = (req as unknown as { session?: { passport?: { user?: string } } }).session?.passport?.user;
        resolve(typeof user === 'string' ? user : null);
      });
    });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return; // other upgrade handlers (dev tooling) may take it
    memberOf(req).then((memberId) => {
      if (!memberId) return reject(socket, 401, 'Unauthorized');
      const claimed = url.searchParams.get('userId');
      if (claimed && claimed !== memberId) return reject(socket, 403, 'Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws as LiveSocket, memberId));
    }, () => reject(socket, 500, 'Internal Server Error'));
  };
  server.on('upgrade', onUpgrade);

  function onConnection(ws: LiveSocket, memberId: string) {
    let set = sockets.get(memberId);
    if (!set) sockets.set(memberId, (set = new Set()));
    set.add(ws);
    ws.alive = true;
    ws.on('pong', () => (ws.alive = true));
    ws.on('message', (raw) => {
      let message: { type?: unknown };
      try {
        message = JSON.parse(raw.toString()) as { type?: unknown };
      } catch {
        return; // unparseable client messages are ignored
      }
      if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    });
    ws.on('close', () => {
      set.delete(ws);
      if (set.size === 0) sockets.delete(memberId);
    });
    ws.on('error', (error) => log.debug('socket error', errorFields(error)));
  }

  // Drop sockets whose peer vanished without closing (phones losing signal).
  const heartbeat = setInterval(() => {
    for (const set of sockets.values()) {
      for (const ws of set) {
        if (!ws.alive) {
          ws.terminate();
          continue;
        }
        ws.alive = false;
        ws.ping();
      }
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const unsubscribe = await bus.subscribe(({ userId, payload }) => {
    const set = sockets.get(userId);
    if (!set) return;
    const text = JSON.stringify(payload);
    for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(text);
  });

  return {
    socketCount(memberId) {
      if (memberId) return sockets.get(memberId)?.size ?? 0;
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      await unsubscribe();
      for (const set of sockets.values()) for (const ws of set) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
