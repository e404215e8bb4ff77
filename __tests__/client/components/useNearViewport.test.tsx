import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '../../../src/client/components/useNearViewport';

/** jsdom has no IntersectionObserver: one that records what it watches and is told what intersects. */
class FakeObserver {
  static all: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    readonly options: { rootMargin: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.watched.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let renders = 0;
function Section() {
  renders += 1;
  const [ref, near] = useNearViewport<HTMLDivElement>('50%');
  return <div ref={ref} data-testid="section">{near ? 'gần' : 'xa'}</div>;
}

beforeEach(() => {
  renders = 0;
  FakeObserver.all = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
});
afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

describe('useNearViewport', () => {
  it('watches its element from the first commit without rendering again for it', () => {
    render(<Section />);
    // A second render here would be one React runs synchronously inside the commit (a state set by the ref).
    expect(renders).toBe(1);
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.all[0]!.watched).toEqual([screen.getByTestId('section')]);
    expect(FakeObserver.all[0]!.options.rootMargin).toBe('50% 0px 50% 0px');
    expect(screen.getByTestId('section')).toHaveTextContent('xa');
  });

  it('turns true when the element comes near, and stops watching', () => {
    render(<Section />);
    const observer = FakeObserver.all[0]!;
    act(() => observer.callback([{ isIntersecting: false }]));
    expect(screen.getByTestId('section')).toHaveTextContent('xa');
    act(() => observer.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('section')).toHaveTextContent('gần');
    expect(observer.disconnected).toBe(true);
    expect(FakeObserver.all).toHaveLength(1);
  });

  it('stops watching when the element goes', () => {
    const { unmount } = render(<Section />);
    unmount();
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });
});
