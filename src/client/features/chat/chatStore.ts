/**
 * The visitor's chat joins the store with the chat panel's code, not with the page's first download:
 * its slice (chatSlice.ts injects itself on import) and the middleware that owns the STOMP client.
 */
import { lazyMiddleware } from '../../app/store';
import { guestStompMiddleware } from '../../realtime/guestStompMiddleware';

// Idempotent: a middleware added twice is kept once.
lazyMiddleware.addMiddleware(guestStompMiddleware);
