import { EventEmitter } from 'node:events';
import type { CustomerRequest, StaffNotification } from '../../shared/types/customer';
import type { CustomerRequestChanged } from '../../shared/types/notifications';
import type { Db } from '../db/database';

export interface CustomerRequestCreated {
  request: CustomerRequest;
  notification: StaffNotification;
}

interface Events {
  created: [CustomerRequestCreated];
  /** A committed change by staff (status, note, assignment); `created` stands for itself. */
  changed: [CustomerRequestChanged];
}

const emitters = new WeakMap<Db, EventEmitter<Events>>();

/**
 * In-process events about customer requests, one emitter per application (keyed by its database
 * handle, which every plugin shares). The notifications socket subscribes to `created` and pushes
 * the notification to staff: `customerRequestEvents(app.db).on('created', ({ notification }) => …)`,
 * and to `changed`, which it pushes to every staff member's tables and details.
 */
export function customerRequestEvents(db: Db): EventEmitter<Events> {
  let emitter = emitters.get(db);
  if (!emitter) {
    emitter = new EventEmitter<Events>();
    emitters.set(db, emitter);
  }
  return emitter;
}
