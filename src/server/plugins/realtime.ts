import fp from 'fastify-plugin';
import { MSG } from '../../shared/messages';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT, CHAT_WS_PATH, DEST, GUEST_ID_PATTERN } from '../../shared/realtime';
import type { ChatAvailability } from '../../shared/chatHours';
import { ChatRepository } from '../chat/chatRepository';
import { ChatService, STOMP_CHANNEL, type StompPublication } from '../chat/chatService';
import { ChatAvailabilityService } from '../chat/chatAvailability';
import { handleChatSend } from '../chat/chatStompSend';
import { StompBroker, StompRefusal } from '../realtime/stomp/broker';
import { endsSession, onSessionsEnded, SessionEndLog } from '../realtime/sessionEvents';
import { sockJsServer } from '../realtime/sockjsServer';
import { inProcessPresence, redisPresence, type Presence } from '../realtime/presence';
import { bearerToken, type AuthUser } from './auth';

/** Who a STOMP session is; staff carry their sign-in and when their access token expires (ms since the epoch). */
export type Principal = { kind: 'guest'; guestId: string } | { kind: 'staff'; user: AuthUser; sessionId: string; expiresAt: number | null };

/**
 * A STOMP frame can hold a 1000-character message many times over; anything bigger is abuse. It
 * bounds a frame, an xhr_send body and a WebSocket message alike.
 */
export const MAX_FRAME_BYTES = 64 * 1024;

/** Between two presence heartbeats in Redis; an instance that misses three (15 s) has its guests go offline. */
export const PRESENCE_HEARTBEAT_MS = 5000;

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
    stompBroker: StompBroker<Principal>;
    presence: Presence;
    chatAvailability: ChatAvailabilityService;
  }
}

/** Who may subscribe where; throws the refusal that becomes an ERROR frame. */
export function authorizeSubscribe(principal: Principal, destination: string): void {
  if (destination === DEST.errors) return;
  // Whether chat is staffed is for every visitor: it carries no names and nothing of a conversation.
  if (destination === DEST.chatAvailability) return;
  const isAdmin = principal.kind === 'staff' && principal.user.role === 'ADMIN';
  if (destination === DEST.adminConversations || destination === DEST.adminUserStatus || destination === DEST.adminAvailability) {
    if (isAdmin) return;
    throw new StompRefusal(CHAT_MSG.server.forbiddenDestination);
  }
  // Typing signals: the visitor's to admins, staff's to that visitor only (as its chat topic).
  if (destination === DEST.adminTyping) {
    if (isAdmin) return;
    throw new StompRefusal(CHAT_MSG.server.forbiddenDestination);
  }
  if (destination.startsWith(DEST.typingPrefix)) return authorizeSubscribe(principal, DEST.chat(destination.slice(DEST.typingPrefix.length)));
  if (destination.startsWith(DEST.chatPrefix)) {
    const guestId = destination.slice(DEST.chatPrefix.length);
    if (!GUEST_ID_PATTERN.test(guestId)) throw new StompRefusal(CHAT_MSG.server.unknownDestination);
    if (isAdmin || (principal.kind === 'guest' && principal.guestId === guestId)) return;
    throw new StompRefusal(CHAT_MSG.server.forbiddenDestination);
  }
  throw new StompRefusal(CHAT_MSG.server.unknownDestination);
}

/**
 * The chat realtime layer: the STOMP broker on SockJS at /api/ws, the chat service, and the
 * pubsub subscription that delivers publications to this instance's subscribers.
 */
export default fp(
  async (app) => {
    const presenceIn = (prefix: string) =>
      app.redis
        ? redisPresence(app.redis, {
            prefix,
            instanceId: app.instanceId,
            heartbeatMs: app.config.presenceHeartbeatMs ?? PRESENCE_HEARTBEAT_MS,
            onError: (err) => app.log.error({ err }, 'presence heartbeat failed'),
          })
        : null;
    const shared = presenceIn(app.config.redisPrefix);
    // Staff with the console open: the guests' mechanism under keys of its own, so an instance that
    // dies takes its staff off duty once its heartbeat is overdue, like its guests.
    const sharedStaff = presenceIn(`${app.config.redisPrefix}staff-`);
    const presence = shared ?? inProcessPresence();
    app.decorate('presence', presence);
    const service = new ChatService(new ChatRepository(app.db, app.sqlite), app.pubsub, presence);
    app.decorate('chat', service);
    const availability = new ChatAvailabilityService(app.db, sharedStaff ?? inProcessPresence(), app.pubsub);
    app.decorate('chatAvailability', availability);
    const availabilityFailed = (err: unknown) => app.log.error({ err }, 'chat availability update failed');
    if (sharedStaff) {
      await sharedStaff.beat();
      // An instance died with consoles open, or this one stalled and came back: tell who is on duty now.
      sharedStaff.onExpired(() => void availability.publish().catch(availabilityFailed));
      sharedStaff.onRejoined(() => void availability.publish().catch(availabilityFailed));
    }
    if (shared) {
      // Other instances may have guests online: only those no live instance has go offline, now
      // and whenever an instance's heartbeat expires (its guests then).
      await shared.beat();
      await service.settlePresence();
      const failed = (err: unknown) => app.log.error({ err }, 'presence update failed');
      shared.onExpired((guestIds) => void service.settlePresence(guestIds).catch(failed));
      shared.onRejoined((guestIds) => void Promise.all(guestIds.map((g) => service.setPresence(g, true))).catch(failed));
    } else {
      // One instance: nobody is online after a restart until they reconnect.
      await service.repo.resetPresence(new Date().toISOString());
    }

    const header = (h: Record<string, string>, name: string) => h[name] ?? h[name.toLowerCase()];
    const ended = new SessionEndLog();
    const broker: StompBroker<Principal> = new StompBroker<Principal>(
      {
        async authenticate(headers) {
          const auth = header(headers, 'Authorization');
          if (auth !== undefined) {
            const mark = ended.mark();
            const session = await app.authenticateSession(bearerToken(auth));
            if (!session) throw new StompRefusal(CHAT_MSG.server.badToken);
            // The account changed or the sign-in ended while its token was being checked: the client
            // renews and comes back (a sign-in that ended stays refused).
            if (ended.endedSince(session.user.id, session.sessionId, mark)) throw new StompRefusal(MSG.common.sessionEnded);
            return { kind: 'staff', user: session.user, sessionId: session.sessionId, expiresAt: session.expiresAt };
          }
          const guestId = header(headers, 'guestId');
          if (guestId === undefined) throw new StompRefusal(CHAT_MSG.server.authRequired);
          if (!GUEST_ID_PATTERN.test(guestId)) throw new StompRefusal(CHAT_MSG.server.invalidGuestId);
          return { kind: 'guest', guestId };
        },
        authorizeSubscribe,
        onSend: (session, destination, body) => handleChatSend(app, broker, session, destination, body),
        onConnected(session) {
          const p = session.principal!;
          // A staff session lasts as long as its access token; the console reconnects with a fresh one.
          if (p.kind === 'staff' && p.expiresAt !== null) session.expireAt(p.expiresAt, MSG.common.sessionExpired);
          if (p.kind === 'guest') void service.guestConnected(p.guestId).catch((err) => app.log.error({ err }, 'presence update failed'));
          // Only the console connects staff to STOMP: an open console is a staff member on duty.
          else if (p.user.role === 'ADMIN') void availability.staffConnected(p.user.id).catch(availabilityFailed);
        },
        onClosed(session) {
          const p = session.principal;
          if (p?.kind === 'guest') void service.guestDisconnected(p.guestId).catch((err) => app.log.error({ err }, 'presence update failed'));
          else if (p?.kind === 'staff' && p.user.role === 'ADMIN') void availability.staffDisconnected(p.user.id).catch(availabilityFailed);
        },
        onInternalError: (err) => app.log.error({ err }, 'stomp handler failed'),
      },
      { maxFrameBytes: MAX_FRAME_BYTES, heartbeat: [CHAT.heartbeatMs, CHAT.heartbeatMs], connectTimeoutMs: app.config.stompConnectTimeoutMs },
      {
        frameTooLarge: CHAT_MSG.server.frameTooLarge,
        badFrame: CHAT_MSG.server.badFrame,
        notConnected: CHAT_MSG.server.authRequired,
        connectTimeout: CHAT_MSG.server.connectTimeout,
      },
    );
    app.decorate('stompBroker', broker);
    availability.startClock((destination, body) => broker.publish(destination, body), availabilityFailed);

    const unsubscribe = app.pubsub.subscribe(STOMP_CHANNEL, (msg) => {
      const { destination, body } = msg as StompPublication;
      if (destination === DEST.chatAvailability) availability.published(JSON.parse(body) as ChatAvailability);
      broker.publish(destination, body);
    });
    // A deactivated, demoted or re-passworded account, or a sign-in that ended, keeps no STOMP
    // session on any instance: an ERROR frame, then the connection closes (subscriptions go with it).
    const unsubscribeSessions = onSessionsEnded(app.pubsub, (event) => {
      ended.record(event);
      broker.forEachSession((s) => {
        const p = s.principal;
        if (p?.kind === 'staff' && endsSession(event, p.user.id, p.sessionId)) s.error(MSG.common.sessionEnded);
      });
    });
    // Redis came back: publications sent meanwhile never reached this instance's sessions. Each
    // client reconnects (to whichever instance) and reloads the conversation or list it shows.
    const unsubscribeResubscribed = app.pubsub.onResubscribed(() => {
      availability.forgetLook();
      broker.closeAll();
    });

    await app.register(sockJsServer, {
      prefix: CHAT_WS_PATH,
      maxMessageBytes: MAX_FRAME_BYTES,
      securityHeaders: app.securityHeaders,
      onConnection(conn) {
        const session = broker.open({ send: (data) => conn.write(data), close: () => conn.close() });
        conn.on('data', (data) => session.receive(data));
        conn.on('close', () => session.close());
      },
    });
    // Before the http server closes: open sockets (and xhr-streaming responses) would hold it.
    app.addHook('preClose', async () => {
      availability.stopClock();
      unsubscribe();
      unsubscribeSessions();
      unsubscribeResubscribed();
      broker.closeAll();
    });
    // After the sessions closed (their guests went offline): this instance leaves the heartbeat set.
    app.addHook('onClose', async () => {
      await presence.close();
      await sharedStaff?.close();
    });
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'pubsub', 'security'] },
);
