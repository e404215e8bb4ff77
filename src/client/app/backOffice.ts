/**
 * The back-office's part of the store, added when back-office code first loads (the admin layout,
 * the chat console and the notification bell import this module) rather than with the public site:
 * the staff chat and notification sockets, and through them the admin chat slice.
 */
import { adminStompMiddleware } from '../realtime/adminStompMiddleware';
import { notificationsSocketMiddleware } from '../realtime/notificationsSocketMiddleware';
import { lazyMiddleware } from './store';

// Idempotent: a middleware added twice is kept once.
lazyMiddleware.addMiddleware(adminStompMiddleware, notificationsSocketMiddleware);
