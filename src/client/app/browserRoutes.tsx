import { createContext, lazy, useContext, type ComponentType, type ReactNode } from 'react';
import { LoadBoundary } from '../components/LoadBoundary';
import { nextTask } from '../components/nextTask';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route table (app/routes.tsx) is written for a data router: `lazy` routes, and the tests
 * render it with createMemoryRouter. The browser renders the same table with the declarative
 * router (BrowserRouter + useRoutes), which leaves React Router's data layer out of the first
 * download (about 16 KB gzip). What the data router did for us is done here:
 * - each `lazy` route becomes a React.lazy element; one Suspense boundary around the whole app
 *   shows nothing until the matched routes are all loaded (the data router's HydrateFallback was
 *   null too), and BrowserRouter navigates in a transition, so the old page stays until the new
 *   one is ready;
 * - every lazy route matching a location starts loading at once (preloadMatches), not a nested
 *   route only after its parent has rendered.
 * A route the browser alone renders (`handle: { browserOnly: true }` on it or a parent: the
 * back-office) renders its page at once when its code has already been loaded (usePreloadRoute), as
 * the data router did: a React.lazy element suspends on its first render even then, and the
 * navigation waits a turn of the suspended render (docs/performance.md, "Back-office on a slow
 * machine"). A page the server renders keeps the suspension: its hydration is paced around it.
 */

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
type Loader = () => Promise<LazyResult>;

const loaders = new WeakMap<RouteObject, Loader>();

function once(load: Loader): Loader {
  let promise: Promise<LazyResult> | undefined;
  return () => {
    // A failed load may be retried (a reload of the chunk after a network error).
    promise ??= load().catch((err: unknown) => {
      promise = undefined;
      throw err;
    });
    return promise;
  };
}

/** The element of a lazy route, and its loader. */
function lazyElement(lazyRoute: Loader, browserOnly: boolean): { element: ReactNode; load: Loader } {
  let page: ComponentType | undefined;
  const load = once(async () => {
    const loaded = await lazyRoute();
    const { Component, element } = loaded;
    page = Component ?? (() => <>{element}</>);
    return loaded;
  });
  const Lazy = lazy(async () => {
    await load();
    return { default: page! };
  });
  if (!browserOnly) return { element: <Lazy />, load };
  function LazyRoute() {
    const Page = page;
    return Page ? <Page /> : <Lazy />;
  }
  return { element: <LazyRoute />, load };
}

export function toBrowserRoutes(routes: RouteObject[], inBrowserOnly = false): RouteObject[] {
  return routes.map((route) => {
    const { lazy: lazyRoute, HydrateFallback: _fallback, children, ...rest } = route as RouteObject & { children?: RouteObject[] };
    const out = { ...rest } as RouteObject & { children?: RouteObject[] };
    const browserOnly = inBrowserOnly || (route.handle as { browserOnly?: boolean } | undefined)?.browserOnly === true;
    if (children) out.children = toBrowserRoutes(children, browserOnly);
    if (typeof lazyRoute === 'function') {
      const { element, load } = lazyElement(lazyRoute as unknown as Loader, browserOnly);
      out.element = element;
      loaders.set(out, load);
    }
    return out;
  });
}

/** Starts loading every lazy route that matches `pathname` (idempotent). */
export function preloadMatches(routes: RouteObject[], pathname: string): void {
  for (const m of matchRoutes(routes, pathname) ?? []) void loaders.get(m.route)?.().catch(() => undefined);
}

/** How the pages inside the browser's route tree load a path's routes ahead (usePreloadRoute). */
export const PreloadRouteContext = createContext<(pathname: string) => void>(() => undefined);

/**
 * Loads the code of the routes matching a path ahead of a navigation to it, so that a page the
 * browser alone renders shows at once when it is chosen. Outside the browser's tree (a test's data
 * router, which loads its lazy routes itself), it does nothing.
 */
export function usePreloadRoute(): (pathname: string) => void {
  return useContext(PreloadRouteContext);
}

/**
 * Loads the lazy routes that match `pathname` and evaluates their code one route at a time, each in
 * a task of its own (outermost first). For a page rendered by the server, whose routes' files its
 * boot script has asked for (src/server/lib/routeScripts.ts): their evaluation, left to the first
 * render, made that render one long task on a phone. A route whose code fails to load is left to
 * the render, which shows the error (RouteLoadBoundary).
 */
export async function loadMatchesInTurn(routes: RouteObject[], pathname: string): Promise<void> {
  // Matching ranks the whole table (~2 ms of a laptop's CPU): a step of its own too.
  const matches = matchRoutes(routes, pathname) ?? [];
  await nextTask();
  for (const m of matches) {
    const load = loaders.get(m.route);
    if (!load) continue;
    try {
      await load();
    } catch {
      return;
    }
    await nextTask();
  }
}

// Shown when a page's code cannot be loaded (offline, or a deploy removed an old chunk).
const LOAD_FAILED = 'Không tải được trang. Vui lòng kiểm tra kết nối mạng rồi tải lại trang.';
const RELOAD = 'Tải lại trang';

/** Catches a page whose code failed to load (the data router showed its own error screen). */
export function RouteLoadBoundary({ children }: { children: ReactNode }) {
  return (
    <LoadBoundary
      fallback={
        <div role="alert" style={{ padding: 24, fontFamily: 'system-ui, sans-serif' }}>
          <p>{LOAD_FAILED}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {RELOAD}
          </button>
        </div>
      }
    >
      {children}
    </LoadBoundary>
  );
}
