/**
 * The back-office's part of the store, added when back-office code first loads (the admin layout,
 * the chat console and the notification bell import this module) rather than with the public site:
 * the staff chat and notification sockets, and through them the admin chat slice; and the sharing
 * of token rotations with the browser's other tabs of the same sign-in.
 */
import { adminStompMiddleware } from '../realtime/adminStompMiddleware';
import { notificationsSocketMiddleware } from '../realtime/notificationsSocketMiddleware';
import { sessionTabsMiddleware } from './sessionTabs';
import { lazyMiddleware } from './store';

// Idempotent: a middleware added twice is kept once.
lazyMiddleware.addMiddleware(sessionTabsMiddleware, adminStompMiddleware, notificationsSocketMiddleware);
