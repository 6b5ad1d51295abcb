import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Request, Response } from 'express';
import type { SessionData } from 'express-session';
import { CREDENTIALS_CHANGED, log, errorFields, sessionKeyOf, websocketConnections, type Db, type NotificationBus } from '@barteraid/infra';
import type { Sessions } from '../sessions/session';
import { originAllowed, type SiteOriginOptions } from './site-origin';

const HEARTBEAT_MS = 30_000;
/** Close code for a socket whose session ended (signed out, expired, or the password changed). */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface LiveSocket extends WebSocket {
  alive?: boolean;
}

interface SocketSession {
  memberId: string;
  sessionId: string;
  sessionKey: string;
}

export interface Realtime {
  /** Open sockets of a member on this instance (tests and health). */
  socketCount(memberId?: string): number;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  server: Server;
  sessions: Sessions;
  db: Db;
  bus: NotificationBus;
  origin: SiteOriginOptions;
  /** How often sockets are pinged and their sessions checked again; 30 s, shorter in tests. */
  heartbeatMs?: number;
}

function reject(socket: Duplex, status: number, reason: string) {
  socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * /ws: only a same-site request with a valid session cookie is upgraded; a userId in the query must
 * be the session's own. Notifications from the bus reach every open socket of the addressed member.
 * A socket lives only as long as its session: signing out closes it at once on every gateway (through
 * the bus), and each heartbeat closes sockets whose session expired or outlived a password change.
 */
export async function attachRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { server, sessions, bus } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  const byMember = new Map<string, Set<LiveSocket>>();
  const bySession = new Map<string, Set<LiveSocket>>();
  const sessionOf = new WeakMap<LiveSocket, SocketSession>();

  /** Runs the session middleware (which also ends a session outlived by a password change). */
  const signedIn = (req: IncomingMessage) =>
    new Promise<SocketSession | null>((resolve, rejectLoad) => {
      const res = { getHeader: () => undefined, setHeader: () => undefined, on: () => undefined, end: () => undefined };
      const request = req as unknown as Request;
      sessions.middleware(request, res as unknown as Response, (error?: unknown) => {
        if (error) return rejectLoad(error);
        const memberId = request.session?.passport?.user;
        if (typeof memberId !== 'string') return resolve(null);
        resolve({ memberId, sessionId: request.sessionID, sessionKey: sessionKeyOf(request.sessionID) });
      });
    });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return; // other upgrade handlers (dev tooling) may take it
    if (!originAllowed(req, options.origin)) return reject(socket, 403, 'Forbidden');
    signedIn(req).then(
      (session) => {
        if (!session) return reject(socket, 401, 'Unauthorized');
        const claimed = url.searchParams.get('userId');
        if (claimed && claimed !== session.memberId) return reject(socket, 403, 'Forbidden');
        wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws as LiveSocket, session));
      },
      (error: unknown) => {
        const status = (error as { status?: number }).status === 503 ? 503 : 500;
        reject(socket, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
      },
    );
  };
  server.on('upgrade', onUpgrade);

  const add = (index: Map<string, Set<LiveSocket>>, key: string, ws: LiveSocket) => {
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(ws);
  };
  const remove = (index: Map<string, Set<LiveSocket>>, key: string, ws: LiveSocket) => {
    const set = index.get(key);
    set?.delete(ws);
    if (set?.size === 0) index.delete(key);
  };

  function onConnection(ws: LiveSocket, session: SocketSession) {
    sessionOf.set(ws, session);
    add(byMember, session.memberId, ws);
    add(bySession, session.sessionKey, ws);
    websocketConnections.inc();
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
      websocketConnections.dec();
      remove(byMember, session.memberId, ws);
      remove(bySession, session.sessionKey, ws);
    });
    ws.on('error', (error) => log.debug('socket error', errorFields(error)));
  }

  function closeSession(sessionKey: string) {
    for (const ws of bySession.get(sessionKey) ?? []) ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  }

  const loadStored = (sessionId: string) =>
    new Promise<SessionData | null>((resolve, rejectLoad) =>
      sessions.store.get(sessionId, (error: unknown, stored?: SessionData | null) => (error ? rejectLoad(error) : resolve(stored ?? null))),
    );

  /**
   * Closes the sockets of every session (or only `memberId`'s) that expired, was removed, or
   * outlived a password change. One run at a time; a member's check asked for meanwhile runs after it.
   */
  let checking: Promise<void> = Promise.resolve();
  let fullCheckQueued = false;
  function checkSessions(memberId?: string): Promise<void> {
    // A heartbeat's full check is skipped while another is still waiting or running.
    if (!memberId) {
      if (fullCheckQueued) return checking;
      fullCheckQueued = true;
    }
    checking = checking
      .then(() => checkNow(memberId))
      .catch((error: unknown) => log.warn('session check failed', errorFields(error)))
      .finally(() => {
        if (!memberId) fullCheckQueued = false;
      });
    return checking;
  }
  async function checkNow(memberId: string | undefined) {
    for (const [sessionKey, set] of [...bySession]) {
      const first = set.values().next().value;
      const session = first && sessionOf.get(first);
      if (!session || (memberId && session.memberId !== memberId)) continue;
      let valid: boolean;
      try {
        const stored = await loadStored(session.sessionId);
        valid = stored?.passport?.user === session.memberId && (await sessions.isCurrent(stored));
      } catch (error) {
        // The store is unreachable: we cannot tell, so the sockets stay until the next check.
        log.debug('session check skipped', errorFields(error));
        continue;
      }
      if (!valid) closeSession(sessionKey);
    }
  }

  // Drop sockets whose peer vanished without closing (phones losing signal), and sockets whose session ended.
  const heartbeat = setInterval(() => {
    for (const set of byMember.values()) {
      for (const ws of set) {
        if (!ws.alive) {
          ws.terminate();
          continue;
        }
        ws.alive = false;
        ws.ping();
      }
    }
    void checkSessions();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const unsubscribe = await bus.subscribe(({ userId, payload }) => {
    if (payload.type === CREDENTIALS_CHANGED) {
      // Read the member's facts afresh first: the check must not see the ones kept from before.
      sessions.refresh(userId);
      return void checkSessions(userId);
    }
    const set = byMember.get(userId);
    if (!set) return;
    const text = JSON.stringify(payload);
    for (const ws of set) if (ws.readyState === ws.OPEN) ws.send(text);
  });
  const unsubscribeSessions = await bus.subscribeSessionEnded(({ sessionKey }) => closeSession(sessionKey));

  return {
    socketCount(memberId) {
      if (memberId) return byMember.get(memberId)?.size ?? 0;
      let count = 0;
      for (const set of byMember.values()) count += set.size;
      return count;
    },
    async close() {
      clearInterval(heartbeat);
      server.off('upgrade', onUpgrade);
      await unsubscribe();
      await unsubscribeSessions();
      for (const set of byMember.values()) for (const ws of set) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
