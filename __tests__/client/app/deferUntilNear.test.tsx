import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { deferUntilNear } from '../../../src/client/components/deferUntilNear';
import { usePartsLoading } from '../../../src/client/components/partsLoading';
import { HydrationDone, hydrationStarted, useHydrated } from '../../../src/client/components/useHydrated';

/** IntersectionObserver under the test's control (jsdom has none: parts would load at once). */
class FakeObserver {
  static all: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe() {}
  disconnect() {}
  static reachViewport() {
    for (const o of FakeObserver.all) o.callback([{ isIntersecting: true } as IntersectionObserverEntry], o as unknown as IntersectionObserver);
  }
}

/** A form field as the newsletter's: disabled until hydrated. */
function Part() {
  const hydrated = useHydrated();
  return <input aria-label="Email" disabled={!hydrated} />;
}

function Navigator() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <button type="button" onClick={() => startTransition(() => void navigate('/tin-tuc'))}>
      {pathname}
    </button>
  );
}

// What the server sends for <Navigator /> and the deferred part (the HTML React's server renders).
const SERVER_HTML = '<button type="button">/</button><div><!--$--><input aria-label="Email" disabled=""/><!--/$--></div>';

let loads: number;
let Deferred: ReturnType<typeof deferUntilNear>;
let root: Root | undefined;
// What React reports in development (a hook or `use` called out of turn, an update it must drop):
// none of these tests expects a report it does not catch itself.
let reportedByReact: jest.SpyInstance;

beforeEach(() => {
  reportedByReact = jest.spyOn(console, 'error');
  FakeObserver.all = [];
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  loads = 0;
  Deferred = deferUntilNear(
    async () => {
      loads += 1;
      return { default: Part };
    },
    { minHeight: 120 },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  document.body.innerHTML = '';
  const reports = reportedByReact.mock.calls.length;
  reportedByReact.mockRestore();
  expect(reports).toBe(0);
});

async function hydrateServerHtml(): Promise<{ container: HTMLElement; input: HTMLInputElement; recoverable: jest.Mock }> {
  const container = document.createElement('div');
  container.innerHTML = SERVER_HTML;
  document.body.appendChild(container);
  const input = container.querySelector('input')!;
  const recoverable = jest.fn();
  hydrationStarted();
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Navigator />
        <Deferred />
        <HydrationDone />
      </MemoryRouter>,
      { onRecoverableError: recoverable },
    );
  });
  return { container, input, recoverable };
}

describe('deferUntilNear', () => {
  it("keeps the server's HTML, unhydrated and without loading the part's code, until the part nears the viewport", async () => {
    const { container, input, recoverable } = await hydrateServerHtml();
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(loads).toBe(0);
    expect(container.querySelector('input')).toBe(input);
    expect(input).toBeDisabled();

    await act(async () => FakeObserver.reachViewport());
    await waitFor(() => expect(input).toBeEnabled());
    // Hydrated in place: the same element, no mismatch, the code loaded once.
    expect(container.querySelector('input')).toBe(input);
    expect(loads).toBe(1);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it("does not load at the visitor's first touch or key elsewhere (that tap would wait for every such part)", async () => {
    const { input } = await hydrateServerHtml();
    await act(async () => {
      fireEvent.keyDown(document.body, { key: 'Tab' });
      fireEvent.pointerDown(document.body);
      fireEvent.touchStart(document.body);
      fireEvent.scroll(window);
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loads).toBe(0);
    expect(input).toBeDisabled();
    await act(async () => FakeObserver.reachViewport());
    await waitFor(() => expect(input).toBeEnabled());
    expect(loads).toBe(1);
  });

  it('lets a navigation made without any pointer or key (a script, a redirect) hydrate the part instead of waiting for it', async () => {
    const { container, input, recoverable } = await hydrateServerHtml();
    // fireEvent.click sends no pointerdown: only the navigation can open the part.
    await act(async () => fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(screen.getByRole('button')).toHaveTextContent('/tin-tuc'));
    await waitFor(() => expect(input).toBeEnabled());
    expect(container.querySelector('input')).toBe(input);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('rendered by the browser alone, holds the place with the fallback until near, then shows the part', async () => {
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = render(
        <MemoryRouter>
          <Deferred />
        </MemoryRouter>,
      ));
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(loads).toBe(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect((container.firstElementChild?.firstElementChild as HTMLElement).style.minHeight).toBe('120px');
    await act(async () => FakeObserver.reachViewport());
    expect(await screen.findByRole('textbox', { name: 'Email' })).toBeEnabled();
    expect(loads).toBe(1);
  });
});

describe('deferUntilNear when the code cannot load', () => {
  it('leaves the part out and keeps the rest of the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = deferUntilNear(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), { minHeight: 120 });
    await act(async () => {
      render(
        <MemoryRouter>
          <p>Nội dung trang</p>
          <Broken />
        </MemoryRouter>,
      );
    });
    await act(async () => FakeObserver.reachViewport());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('a deferred part of the page could not load', expect.any(Error)));
    expect(screen.getByText('Nội dung trang')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
});

/** Shows whether a part of the page is loading (what the floating buttons wait for). */
function LoadingFlag() {
  return <output aria-label="loading">{String(usePartsLoading())}</output>;
}
const loadingFlag = () => screen.getByRole('status', { name: 'loading' });

describe('deferUntilNear counts a part as loading', () => {
  it('from the moment it nears the viewport until it is on screen with its code', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const Slow = deferUntilNear(
      async () => {
        await arrived;
        return { default: Part };
      },
      { minHeight: 120 },
    );
    await act(async () => {
      render(
        <MemoryRouter>
          <LoadingFlag />
          <Slow />
        </MemoryRouter>,
      );
    });
    // Not near yet: nothing is loading.
    expect(loadingFlag()).toHaveTextContent('false');
    await act(async () => FakeObserver.reachViewport());
    expect(loadingFlag()).toHaveTextContent('true');
    await act(async () => arrive());
    await screen.findByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(loadingFlag()).toHaveTextContent('false'));
  });

  it('no longer once its code has failed to load, or once it has gone before it came', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = deferUntilNear(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), { minHeight: 120 });
    const Never = deferUntilNear(() => new Promise<never>(() => undefined), { minHeight: 120 });
    let view!: ReturnType<typeof render>;
    await act(async () => {
      view = render(
        <MemoryRouter>
          <LoadingFlag />
          <Broken />
          <Never />
        </MemoryRouter>,
      );
    });
    await act(async () => FakeObserver.reachViewport());
    await waitFor(() => expect(warn).toHaveBeenCalledWith('a deferred part of the page could not load', expect.any(Error)));
    // The part whose code never comes still counts...
    expect(loadingFlag()).toHaveTextContent('true');
    // ...until it goes (a navigation to a page without it).
    await act(async () =>
      view.rerender(
        <MemoryRouter>
          <LoadingFlag />
          <Broken />
        </MemoryRouter>,
      ),
    );
    expect(loadingFlag()).toHaveTextContent('false');
    warn.mockRestore();
    error.mockRestore();
  });
});
