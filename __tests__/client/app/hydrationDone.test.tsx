import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import { HydratedAfterFrame, HydrationDone, isHydrating, useHydrated } from '../../../src/client/components/useHydrated';
import { cleanupServerPage, serverPage } from '../../helpers/serverPage';

describe('HydrationDone', () => {
  afterEach(() => {
    window.location.hash = '';
    document.body.innerHTML = '';
  });

  it('shows the part of the page the address names once the page has rendered', () => {
    const target = document.createElement('section');
    target.id = 'contact-form';
    target.scrollIntoView = jest.fn();
    document.body.appendChild(target);
    window.location.hash = '#contact-form';
    render(<HydrationDone />);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });

  it('scrolls nowhere without a fragment, or for one that names nothing or is malformed', () => {
    const other = document.createElement('section');
    other.id = 'other';
    other.scrollIntoView = jest.fn();
    document.body.appendChild(other);
    for (const hash of ['', '#missing', '#%E0%A4%A']) {
      window.location.hash = hash;
      expect(() => render(<HydrationDone />)).not.toThrow();
    }
    expect(other.scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('HydratedAfterFrame', () => {
  beforeEach(() => document.documentElement.removeAttribute('data-hydrated'));
  afterEach(() => {
    cleanupServerPage();
  });

  /** What each part saw: whether the page was still being hydrated when it first rendered, and whether its script now runs it. */
  const seen: Record<string, { hydratingAtFirstRender: boolean; hydrated: boolean }> = {};
  function Part({ name }: { name: string }) {
    const [hydratingAtFirstRender] = useState(isHydrating);
    const hydrated = useHydrated();
    seen[name] = { hydratingAtFirstRender, hydrated };
    return <button disabled={!hydrated}>{name}</button>;
  }

  it('hydrates the page after its frame, and the page counts as hydrated once its own part is', async () => {
    const page = serverPage(() => (
      <>
        <Part name="frame" />
        <HydratedAfterFrame>
          <Part name="page" />
        </HydratedAfterFrame>
      </>
    ));
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    await page.hydrate();
    // Rendered in hydration mode, as the server rendered it: no mismatch, nothing rendered anew.
    expect(seen.frame!.hydratingAtFirstRender).toBe(true);
    expect(seen.page!.hydratingAtFirstRender).toBe(true);
    expect(page.recoverable).not.toHaveBeenCalled();
    // Both parts' buttons work, and the page's end has been marked once.
    expect(seen.frame!.hydrated && seen.page!.hydrated).toBe(true);
    expect(screen.getByRole('button', { name: 'page' })).toBeEnabled();
    expect(isHydrating()).toBe(false);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});
