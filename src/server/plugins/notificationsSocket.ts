import fp from 'fastify-plugin';
import type { CustomerRequestChanged, StaffNotification } from '../../shared/types/notifications';
import { isCustomerRequestChanged, isStaffNotification } from '../../shared/types/notifications';
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

/**
 * Fans a request change out the same way, on the same channel (one subscription per instance):
 * staff tables and details showing the request reload it.
 */
export function publishRequestChange(pubsub: PubSub, change: Omit<CustomerRequestChanged, 'type'>): Promise<void> {
  const message: CustomerRequestChanged = { type: 'customerRequestChanged', customerRequestId: change.customerRequestId, change: change.change, byUserId: change.byUserId };
  return pubsub.publish(NOTIFICATIONS_CHANNEL, message);
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
 * out to all instances. Each committed staff change (`changed`) and each new request also goes
 * out as a request change, which the client turns into reloads rather than a bell item.
 */
export default fp(
  async (app) => {
    app.decorate('notificationsSocket', null);
    const events = customerRequestEvents(app.db);
    const failed = (err: unknown) => app.log.error({ err }, 'notification publish failed');
    const onCreated = ({ notification }: { notification: StaffNotification }) => {
      publishNotification(app.pubsub, notification).catch(failed);
      publishRequestChange(app.pubsub, { customerRequestId: notification.customerRequestId, change: 'created', byUserId: null }).catch(failed);
    };
    const onChanged = (change: CustomerRequestChanged) => {
      publishRequestChange(app.pubsub, change).catch(failed);
    };
    events.on('created', onCreated);
    events.on('changed', onChanged);

    const unsubscribe = app.pubsub.subscribe(NOTIFICATIONS_CHANNEL, (msg) => {
      // Only the two known shapes reach staff browsers, whatever else lands on the channel.
      if (isStaffNotification(msg) || isCustomerRequestChanged(msg)) app.notificationsSocket?.broadcast(msg);
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
      events.off('changed', onChanged);
      unsubscribe();
      unsubscribeSessions();
      unsubscribeResubscribed();
      await app.notificationsSocket?.close();
    });
  },
  { name: 'notificationsSocket', dependencies: ['db', 'auth', 'pubsub'] },
);
