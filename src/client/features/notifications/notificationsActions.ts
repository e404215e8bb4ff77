import { createAction } from '@reduxjs/toolkit';
import type { StaffNotification } from '../../../shared/types/notifications';

/** Events of the notifications socket (the middleware in realtime/ owns the socket itself). */
export const notificationsSocketStartRequested = createAction('notifications/socketStartRequested');
export const notificationsSocketStopRequested = createAction('notifications/socketStopRequested');
/** A new notification pushed by the server. */
export const notificationReceived = createAction<StaffNotification>('notifications/received');
