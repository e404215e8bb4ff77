import { act, render, screen } from '@testing-library/react';
import { Profiler, Suspense, useLayoutEffect, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { deferUntilNear } from '../../../src/client/components/deferUntilNear';
import { HydratedInTurn } from '../../../src/client/components/HydratedInTurn';
import { HydrationDone, hydrationStarted, useHydrated } from '../../../src/client/components/useHydrated';

// Each commit React makes under the root's Profiler, and the commit each part was mounted in.
let commits: number;
let mountedIn: Map<string, number>;

/** A section as a page has them: its form field is disabled until hydrated (useHydrated). */
function Part({ name }: { name: string }) {
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    mountedIn.set(name, commits);
  }, [name]);
  return (
    <section>
      <h2>{name}</h2>
      <input aria-label={name} disabled={!hydrated} />
    </section>
  );
}

// A page's parts inside its frame; HydrationDone ends the page's hydration, as in the public layout.
const page = (
  <Profiler id="page" onRender={() => (commits += 1)}>
    <HydratedInTurn>
      <Part name="Mở đầu" />
      <Part name="Quy trình" />
      <Part name="Bảng giá" />
    </HydratedInTurn>
    <HydrationDone />
  </Profiler>
);

let root: Root | undefined;

/** Hydrates the server's HTML of `serverTree` (by default `tree`) with `tree`; returns what React reported. */
async function hydrate(tree: ReactElement, serverTree = tree) {
  // As the server renders it (jsdom has a window: useHydrated is told the page is being hydrated).
  hydrationStarted();
  const container = document.createElement('div');
  container.innerHTML = renderToString(serverTree);
  document.body.appendChild(container);
  const serverInputs = [...container.querySelectorAll('input')];
  expect(serverInputs.every((input) => input.disabled)).toBe(true);
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, tree, { onRecoverableError: recoverable });
  });
  const errors = consoleError.mock.calls.length;
  consoleError.mockRestore();
  return { container, serverInputs, recoverable, errors };
}

beforeEach(() => {
  commits = 0;
  mountedIn = new Map();
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('HydratedInTurn', () => {
  it('hydrates the server HTML a part at a time, each in a commit of its own, in order', async () => {
    const { container, serverInputs, recoverable, errors } = await hydrate(page);
    // A commit each, in order, where a plain list of parts was one (the page's longest task after its
    // first paint); the commits between them are the parts' switch to hydrated (useHydrated).
    const order = ['Mở đầu', 'Quy trình', 'Bảng giá'].map((name) => mountedIn.get(name)!);
    expect(order[0]).toBe(0);
    expect(order[1]).toBeGreaterThan(order[0]!);
    expect(order[2]).toBeGreaterThan(order[1]!);
    // Hydrated, not rendered again: the server's elements are kept and nothing was found to differ,
    // though the page's own hydration had ended (HydrationDone) before the later parts hydrated.
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toBe(0);
    expect([...container.querySelectorAll('input')]).toEqual(serverInputs);
    // Each field was sent disabled and is enabled once its part is hydrated.
    for (const input of serverInputs) expect(input).toBeEnabled();
  });

  it("hydrates a deferred part inside a later part as sent (the service page's consultation form)", async () => {
    // jsdom has no IntersectionObserver: the deferred part is taken to be near at once.
    const Deferred = deferUntilNear(async () => ({ default: () => <Part name="Tư vấn" /> }), { minHeight: 100 });
    const tree = (deferred: ReactElement) => (
      <Profiler id="page" onRender={() => (commits += 1)}>
        <MemoryRouter>
          <HydratedInTurn>
            <Part name="Mở đầu" />
            {deferred}
          </HydratedInTurn>
          <HydrationDone />
        </MemoryRouter>
      </Profiler>
    );
    // What the server sends for it (renderToString cannot wait for the part's code).
    const sent = (
      <div>
        <Suspense>
          <Part name="Tư vấn" />
        </Suspense>
      </div>
    );
    const { container, serverInputs, recoverable, errors } = await hydrate(tree(<Deferred />), tree(sent));
    expect(mountedIn.get('Tư vấn')).toBeGreaterThan(mountedIn.get('Mở đầu')!);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).toBe(0);
    expect([...container.querySelectorAll('input')]).toEqual(serverInputs);
    for (const input of serverInputs) expect(input).toBeEnabled();
  });

  it('renders the parts in one commit where the browser renders the page itself', () => {
    render(page);
    expect([...mountedIn.values()]).toEqual([0, 0, 0]);
    expect(commits).toBe(1);
    expect(screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).disabled)).toEqual([false, false, false]);
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Mở đầu', 'Quy trình', 'Bảng giá']);
  });

  it('adds no element to the page', () => {
    const html = renderToString(page);
    const plain = renderToString(
      <>
        <Part name="Mở đầu" />
        <Part name="Quy trình" />
        <Part name="Bảng giá" />
      </>,
    );
    // Only the boundaries' comments differ.
    expect(html.replace(/<!--\/?\$-->/g, '')).toBe(plain);
  });
});
