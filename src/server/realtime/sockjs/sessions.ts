import { GOING_AWAY } from './framing';
import { SockJsSession, type SessionTimings, type SockJsConnection, type SockJsTransport } from './session';

/**
 * The xhr sessions of this instance by their path `<server>/<session>`: a session lives across
 * several requests (a poll after another, the sends beside them), so they must all reach the
 * instance that holds it. WebSocket sessions live in their socket and are not listed here.
 */
export class SockJsSessions {
  private readonly byPath = new Map<string, SockJsSession>();

  constructor(
    private readonly timings: SessionTimings,
    private readonly onConnection: (conn: SockJsConnection) => void,
  ) {}

  get(key: string): SockJsSession | undefined {
    return this.byPath.get(key);
  }

  create(key: string, transport: SockJsTransport): SockJsSession {
    const session = new SockJsSession(transport, this.timings, this.onConnection, () => this.byPath.delete(key));
    this.byPath.set(key, session);
    return session;
  }

  get size(): number {
    return this.byPath.size;
  }

  /** Server shutdown: every client is told, and every session ends now. */
  endAll(): void {
    for (const session of [...this.byPath.values()]) {
      session.close(GOING_AWAY.code, GOING_AWAY.reason);
      session.end();
    }
  }
}
