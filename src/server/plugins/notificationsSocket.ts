import fp from 'fastify-plugin';
import type { StaffNotification } from '../../shared/types/notifications';
import { attachNotificationsSocket, type NotificationsSocket } from '../realtime/notificationsSocket';
import { onSessionsEnded } from '../realtime/sessionEvents';
import { customerRequestEvents } from '../customerRequests/customerRequestEvents';
import type { PubSub } from './pubsub';

/** The pubsub channel every instance listens on; each delivers to its own staff sockets. */
export const NOTIFICATIONS_CHANNEL = 'notifications';

/** Fans a new notification out to every staff socket of every instance (docs/architecture.md). */
export function publishNotification(pubsub: PubSub, notification: StaffNotification): Promise<void> {
  return pubsub.publish(NOTIFICATIONS_CHANNEL, { ...notification, read: false });
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationsSocket: NotificationsSocket | null;
  }
}

/**
 * Mounts /api/raw-ws/notifications once the http server exists, subscribes it to the pubsub
 * channel, and publishes every notification that POST /customer commits (its in-process
 * `created` event fires after the transaction), so the instance that stored the request fans it
 * out to all instances.
 */
export default fp(
  async (app) => {
    app.decorate('notificationsSocket', null);
    const events = customerRequestEvents(app.db);
    const onCreated = ({ notification }: { notification: StaffNotification }) => {
      publishNotification(app.pubsub, notification).catch((err) => app.log.error({ err }, 'notification publish failed'));
    };
    events.on('created', onCreated);

    const unsubscribe = app.pubsub.subscribe(NOTIFICATIONS_CHANNEL, (msg) => {
      app.notificationsSocket?.broadcast(msg as StaffNotification);
    });
    // A deactivated, demoted or re-passworded account, or a sign-in that ended, keeps no socket open on any instance.
    const unsubscribeSessions = onSessionsEnded(app.pubsub, (event) => app.notificationsSocket?.endSessions(event));
    // Redis came back: notifications published meanwhile never reached this instance's sockets.
    const unsubscribeResubscribed = app.pubsub.onResubscribed(() => app.notificationsSocket?.reconnectAll());

    app.addHook('onReady', async () => {
      app.notificationsSocket = attachNotificationsSocket(app.server, {
        authenticateToken: (token) => app.authenticateSession(token),
        onError: (err) => app.log.warn({ err }, 'notifications socket error'),
      });
    });
    // Before the http server closes: an open socket would hold it.
    app.addHook('preClose', async () => {
      events.off('created', onCreated);
      unsubscribe();
      unsubscribeSessions();
      unsubscribeResubscribed();
      await app.notificationsSocket?.close();
    });
  },
  { name: 'notificationsSocket', dependencies: ['db', 'auth', 'pubsub'] },
);
