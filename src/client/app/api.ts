import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { isEnvelope, type ApiEnvelope } from '../../shared/envelope';
import { MSG } from '../../shared/messages';
import type { TokenPair } from '../../shared/types/auth';
import { sessionExpired, tokensRefreshed } from './authSlice';
import { decodeClaims, session } from './session';

export const API_BASE = '/api';

type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

function makeRawBaseQuery(baseUrl: string, fetchFn?: FetchFn) {
  return fetchBaseQuery({
    baseUrl,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders(headers) {
      const token = session.accessToken();
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  });
}

let rawBaseQuery = makeRawBaseQuery(API_BASE);

/**
 * Server-side rendering only (ssr/renderPage.tsx): requests go to `origin` + /api through `fetchFn`
 * (the server answers them in-process), since a relative URL means nothing outside a browser.
 */
export function setServerFetch(origin: string, fetchFn: FetchFn): void {
  rawBaseQuery = makeRawBaseQuery(`${origin}${API_BASE}`, fetchFn);
}

/** The API cache the server rendered a page with; dispatched once before hydration (index.tsx). */
export const serverDataArrived = createAction<Record<string, unknown>>('ssr/serverDataArrived');

let refreshing: Promise<boolean> | null = null;

/**
 * How a refresh is shared with the browser's other tabs of the same sign-in (app/sessionTabs.ts,
 * set when back-office code loads). Without one, this tab refreshes on its own.
 */
export interface RefreshCoordinator {
  /** Runs `spend` while no other tab of this browser refreshes. */
  exclusive(spend: () => Promise<boolean>): Promise<boolean>;
  /** Asks the other tabs holding this token whether one has rotated it; true once their pair is this tab's. */
  takeFromTwin(refreshToken: string): Promise<boolean>;
  /** This tab has rotated `refreshToken` into `pair`: the others holding it take the pair too. */
  rotated(refreshToken: string, pair: TokenPair): void;
}

let coordinator: RefreshCoordinator | null = null;

export function setRefreshCoordinator(c: RefreshCoordinator | null): void {
  coordinator = c;
}

/** Keeps a rotated pair (this tab's own, or one another tab rotated) as the session; false when its token is unreadable. */
export function adoptTokenPair(pair: TokenPair, dispatch: (action: ReturnType<typeof tokensRefreshed>) => unknown): boolean {
  const claims = decodeClaims(pair.token);
  if (!claims) return false;
  session.save(pair);
  dispatch(tokensRefreshed(claims));
  return true;
}

/**
 * Spends the refresh token once for everybody: parallel callers share the same attempt (the
 * mutex), so a burst of 401s causes one refresh, and other tabs of the same sign-in share it too
 * (RefreshCoordinator). On failure the session is cleared and `auth/sessionExpired` sends the
 * back-office to /login.
 */
export function refreshSession(dispatch: (action: unknown) => unknown): Promise<boolean> {
  refreshing ??= (async () => {
    const startedWith = session.refreshToken();
    const spend = async (): Promise<boolean> => {
      const refreshToken = session.refreshToken();
      if (!refreshToken) return false;
      // Another tab of this sign-in rotated it while this one waited for its turn.
      if (refreshToken !== startedWith) return true;
      if (await coordinator?.takeFromTwin(refreshToken)) return true;
      const res = await fetch(`${API_BASE}/auth/refresh`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken }),
      });
      const body: unknown = await res.json().catch(() => null);
      if (res.status !== 200 || !isEnvelope(body) || body.code !== 200) return false;
      const pair = body.data as TokenPair;
      if (!adoptTokenPair(pair, dispatch)) return false;
      coordinator?.rotated(refreshToken, pair);
      return true;
    };
    try {
      return await (coordinator ? coordinator.exclusive(spend) : spend());
    } catch {
      return false;
    }
  })().then((okay) => {
    if (!okay) {
      session.clear();
      dispatch(sessionExpired());
    }
    return okay;
  });
  const current = refreshing;
  void current.finally(() => {
    if (refreshing === current) refreshing = null;
  });
  return current;
}

const NO_REFRESH = ['/auth/login', '/auth/refresh', '/auth/introspect'];

/**
 * The base query: bearer token in, envelope out. Only code 200 counts as success. A 401 on a
 * staff call refreshes once (shared) and retries with the new token.
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const url = typeof args === 'string' ? args : args.url;
  const tokenUsed = session.accessToken();
  let result = await rawBaseQuery(args, api, extra);
  // While a logout is under way a 401 is that logout taking effect, not a token to renew.
  const signingOut = (api.getState() as { auth?: { signingOut?: boolean } }).auth?.signingOut === true;
  if (result.error?.status === 401 && tokenUsed && !signingOut && !NO_REFRESH.some((p) => url.startsWith(p))) {
    // Someone else may already have refreshed while this request was in flight.
    const renewed = session.accessToken() !== tokenUsed || (await refreshSession(api.dispatch));
    if (renewed) result = await rawBaseQuery(args, api, extra);
  }
  if (result.data !== undefined && (!isEnvelope(result.data) || result.data.code !== 200)) {
    return { error: { status: 'CUSTOM_ERROR', error: MSG.common.serverError, data: result.data } };
  }
  return result;
};

// On the server the hooks start their queries during render (there are no effects there); the page
// is rendered again once they have answered (ssr/renderPage.tsx). In the browser, as usual, in effects.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

/** The one API object; features add their endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // The answers the server rendered the page with join the cache, so hydration shows the same data.
  extractRehydrationInfo(action, { reducerPath }) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the cache's own type is internal to RTK Query
    if (serverDataArrived.match(action)) return action.payload[reducerPath] as any;
    return undefined;
  },
  tagTypes: ['Me', 'Notification', 'Customer', 'Service', 'User', 'News', 'Job', 'Application', 'Conversation', 'ChatStats', 'Content'],
  endpoints: () => ({}),
});

/** The data of an envelope (endpoints use it as transformResponse). */
export function unwrap<T>(envelope: ApiEnvelope<T>): T {
  return envelope.data;
}

/** The Vietnamese message of a failed call: the server's envelope message when there is one. */
export function errorMessage(error: unknown, fallback: string = MSG.common.serverError): string {
  if (error && typeof error === 'object' && 'data' in error && isEnvelope((error as { data: unknown }).data)) {
    return ((error as { data: ApiEnvelope }).data).message;
  }
  return fallback;
}

/** Whether a failure came from the network (no answer at all) rather than from the server. */
export function isNetworkError(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 'FETCH_ERROR';
}
