import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter, Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { CacheProvider } from '@emotion/react';
import { AppProviders, AppRouteTree } from '../../../src/client/App';
import { RouteLoadBoundary, loadMatchesInTurn, preloadMatches, toBrowserRoutes } from '../../../src/client/app/browserRoutes';
import { chunkOfRoute, routeChunks } from '../../../src/client/ssr/routeChunks';
import { paths } from '../../../src/shared/paths';
import { routes } from '../../../src/client/app/routes';
import { LOGIN_MSG, MSG } from '../../../src/shared/messages';
import { makeRehydratedStore, testStyleCache } from '../../helpers/renderWithProviders';
import { mockPublicFrame } from '../public/publicFixtures';

/**
 * The other tests render the route table with a data router (createMemoryRouter); the browser
 * renders it through app/browserRoutes.tsx (each lazy route a React.lazy element, loaded together
 * with its parents, in a declarative router), as App.tsx and the server's renderer do. These run
 * that tree, AppRouteTree, so that a mistake in the conversion fails a test.
 */
function renderInBrowserRouter(path: string) {
  return render(
    <CacheProvider value={testStyleCache}>
      <AppProviders store={makeRehydratedStore()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRouteTree />
        </MemoryRouter>
      </AppProviders>
    </CacheProvider>,
  );
}

beforeEach(() => mockPublicFrame());

// The routes' modules load before the tests: on first import, transforming a page's module tree
// (the customers page brings MUI X's data grid) takes seconds on a busy machine, and a findBy below
// would time the transform instead of the routing. Later imports of the same modules are immediate.
beforeAll(async () => {
  await Promise.all([
    import('../../../src/client/layouts/AdminLayout'),
    import('../../../src/client/pages/admin/CustomersPage'),
    import('../../../src/client/pages/admin/LoginPage'),
    import('../../../src/client/layouts/PublicLayout'),
    import('../../../src/client/pages/NotFoundPage'),
    import('../../../src/client/pages/public/AboutPage'),
    import('../../../src/client/pages/public/ContactPage'),
  ]);
});

describe('the browser route tree', () => {
  it('renders a public page inside the public layout, and another page after a click on a link', async () => {
    const user = userEvent.setup({ delay: null });
    renderInBrowserRouter('/ve-chung-toi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeInTheDocument();
    // The layout's header is there: the nested route rendered inside its parent.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Liên hệ với chúng tôi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Liên hệ' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Về chúng tôi' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session from the back-office to the login page, and shows the not-found page elsewhere', async () => {
    renderInBrowserRouter('/administration/customers');
    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_MSG.title })).toBeInTheDocument();

    renderInBrowserRouter('/khong-co-trang-nay');
    const notFound = await screen.findByRole('heading', { level: 1, name: MSG.notFound.title });
    expect(within(notFound.parentElement!).getByRole('link', { name: MSG.notFound.backHome })).toHaveAttribute('href', '/');
  });

  it('says in Vietnamese that a page could not load, with a reload button, when its code cannot be fetched', async () => {
    // The news page's chunk fails as a deploy that removed it would make it fail.
    jest.doMock('../../../src/client/pages/public/NewsListPage', () => {
      throw new Error('Loading chunk public-news failed');
    });
    const reportedByReact = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderInBrowserRouter('/tin-tuc');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Không tải được trang. Vui lòng kiểm tra kết nối mạng rồi tải lại trang.');
      expect(within(alert).getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    } finally {
      reportedByReact.mockRestore();
      jest.dontMock('../../../src/client/pages/public/NewsListPage');
    }
  });
});

describe('toBrowserRoutes and preloadMatches', () => {
  it('start the code of every route matching a path at once, each once, and again after a failed load', async () => {
    const loaded = { Component: () => null };
    const layout = jest.fn(async () => loaded);
    const page = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loaded);
    const other = jest.fn(async () => loaded);
    const table = toBrowserRoutes([{ path: '/', lazy: layout, children: [{ path: 'a', lazy: page }, { path: 'b', lazy: other }] }] as RouteObject[]);
    expect(table[0]!.element).toBeTruthy();

    // The page's code is asked for with its layout's, not after the layout has rendered.
    preloadMatches(table, '/a');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    await (page.mock.results[0]!.value as Promise<unknown>).catch(() => undefined);

    preloadMatches(table, '/a');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(2);
  });
});

describe('a page the browser alone renders (handle.browserOnly)', () => {
  /** A table with a page at /a under a layout, both lazy; `browserOnly` on the layout or not. */
  function table(browserOnly: boolean) {
    const Layout = () => <Outlet />;
    const Page = () => <p>trang A</p>;
    return toBrowserRoutes([
      {
        path: '/',
        handle: browserOnly ? { browserOnly: true } : undefined,
        lazy: async () => ({ Component: Layout }),
        children: [{ path: 'a', lazy: async () => ({ Component: Page }) }],
      },
    ] as RouteObject[]);
  }
  function Tree({ routes }: { routes: RouteObject[] }) {
    return <Suspense fallback={<p>đang tải</p>}>{useRoutes(routes)}</Suspense>;
  }
  const renderAt = (routes: RouteObject[], path: string) =>
    render(
      <RouteLoadBoundary>
        <MemoryRouter initialEntries={[path]}>
          <Tree routes={routes} />
        </MemoryRouter>
      </RouteLoadBoundary>,
    );

  it('shows at once, in the render that navigates to it, when its code was loaded ahead; a server-rendered one waits a turn', async () => {
    for (const browserOnly of [true, false]) {
      const routes = table(browserOnly);
      await loadMatchesInTurn(routes, '/a');
      const { unmount } = renderAt(routes, '/a');
      // Synchronously after the render: a React.lazy element suspends on its first render even with
      // its code here, which is what a server-rendered page keeps (its hydration is paced around it).
      if (browserOnly) expect(screen.getByText('trang A')).toBeInTheDocument();
      else expect(screen.getByText('đang tải')).toBeInTheDocument();
      expect(await screen.findByText('trang A')).toBeInTheDocument();
      unmount();
    }
  });

  it('still loads on the render when nobody loaded it ahead, and says so when its code cannot be fetched', async () => {
    const { unmount } = renderAt(table(true), '/a');
    expect(screen.getByText('đang tải')).toBeInTheDocument();
    expect(await screen.findByText('trang A')).toBeInTheDocument();
    unmount();

    const failing = toBrowserRoutes([{ path: '/', handle: { browserOnly: true }, lazy: jest.fn().mockRejectedValue(new Error('offline')) }] as RouteObject[]);
    const reportedByReact = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderAt(failing, '/');
      expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được trang.');
    } finally {
      reportedByReact.mockRestore();
    }
  });
});

describe("the chunks of a page the server renders (ssr/routeChunks.ts) and loadMatchesInTurn", () => {
  /** Every route of the table, nested ones included. */
  const flatten = (table: RouteObject[]): RouteObject[] => table.flatMap((r) => [r, ...flatten(r.children ?? [])]);

  it('name, for every lazy route of a page the server renders, the chunk its import is in, so the server can list its files with the page', () => {
    // The back-office's own pages are left to the browser (isServerRenderedPath).
    const rendered = routes.filter((r) => r.path !== paths.admin.root);
    const lazyRoutes = flatten(rendered).filter((r) => typeof r.lazy === 'function');
    expect(lazyRoutes.length).toBeGreaterThan(10);
    for (const route of lazyRoutes) {
      const chunk = chunkOfRoute(route);
      if (chunk === null) {
        // In the entry's own files: every import of the route is eager, none names a chunk.
        expect(String(route.lazy)).toContain('webpackMode: "eager"');
        expect(String(route.lazy)).not.toContain('webpackChunkName');
        continue;
      }
      expect(typeof chunk).toBe('string');
      // The chunk's name is the webpackChunkName written in the route's import.
      expect(String(route.lazy)).toContain(`webpackChunkName: "${chunk}"`);
    }
    // The public layout and the home page are in the entry's files.
    expect(lazyRoutes.filter((r) => chunkOfRoute(r) === null).map((r) => (r.index ? '' : r.path))).toEqual(['/', '', '*']);
  });

  it('list the chunks of the routes a path matches, outermost first, each once', () => {
    // The layout's code is in the entry's files: a page lists its own chunk only.
    expect(routeChunks(routes, '/tin-tuc')).toEqual(['public-news']);
    expect(routeChunks(routes, '/tin-tuc/ban-tin-1')).toEqual(['public-news-article']);
    expect(routeChunks(routes, '/dang-ky-bao-ho-nhan-hieu')).toEqual(['public-services']);
    // So are the home page's and the not-found page's.
    expect(routeChunks(routes, '/')).toEqual([]);
    expect(routeChunks(routes, '/khong-co-trang-nay')).toEqual([]);
    expect(routeChunks(routes, '/administration')).toEqual([]);
    expect(routeChunks(routes, '/administration/customers')).toEqual([]);
    expect(routeChunks(routes, '/login')).toEqual(['admin-login']);
    // A redirect has no code of its own.
    expect(routeChunks(routes, '/jobs')).toEqual([]);
  });

  it("loads a path's routes one at a time, a task apart, outermost first; a failed load leaves the rest to the render", async () => {
    const loaded = { Component: () => null };
    const order: string[] = [];
    let taskPassed = false;
    const layout = jest.fn(async () => {
      order.push('layout');
      // Runs in the next task, not in a microtask after this load.
      setTimeout(() => {
        taskPassed = true;
      }, 0);
      return loaded;
    });
    const page = jest.fn(async () => {
      order.push(`page after a task: ${taskPassed}`);
      return loaded;
    });
    const table = toBrowserRoutes([{ path: '/', lazy: layout, children: [{ path: 'a', lazy: page }] }] as RouteObject[]);
    await loadMatchesInTurn(table, '/a');
    expect(order).toEqual(['layout', 'page after a task: true']);
    // Each once: the render finds them loaded.
    preloadMatches(table, '/a');
    expect(layout).toHaveBeenCalledTimes(1);
    expect(page).toHaveBeenCalledTimes(1);

    const failing = jest.fn().mockRejectedValue(new Error('offline'));
    const after = jest.fn(async () => loaded);
    const broken = toBrowserRoutes([{ path: '/', lazy: failing, children: [{ path: 'a', lazy: after }] }] as RouteObject[]);
    await expect(loadMatchesInTurn(broken, '/a')).resolves.toBeUndefined();
    expect(after).not.toHaveBeenCalled();
  });

  it("evaluates the public layout's modules in two tasks: the not-found page's (MUI's button, container, typography) first, then the layout's", async () => {
    const order: string[] = [];
    let taskPassed = false;
    function Layout() {
      return null;
    }
    let publicLayoutRoute: RouteObject | undefined;
    jest.isolateModules(() => {
      // Each factory runs when its module is first evaluated, which is what the split is about.
      jest.doMock('../../../src/client/pages/NotFoundPage', () => {
        order.push('not-found page');
        setTimeout(() => {
          taskPassed = true;
        }, 0);
        return { __esModule: true, default: () => null };
      });
      jest.doMock('../../../src/client/layouts/PublicLayout', () => {
        order.push(`layout after a task: ${taskPassed}`);
        return { __esModule: true, default: Layout };
      });
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = (require('../../../src/client/app/routes') as typeof import('../../../src/client/app/routes')).routes;
      publicLayoutRoute = isolated.find((r) => r.path === '/');
    });
    const lazyRoute = publicLayoutRoute?.lazy as unknown as () => Promise<{ Component: unknown }>;
    await expect(lazyRoute()).resolves.toEqual({ Component: Layout });
    expect(order).toEqual(['not-found page', 'layout after a task: true']);
    jest.dontMock('../../../src/client/pages/NotFoundPage');
    jest.dontMock('../../../src/client/layouts/PublicLayout');
  });
});
