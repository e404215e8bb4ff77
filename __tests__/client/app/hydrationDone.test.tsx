import { render } from '@testing-library/react';
import { HydrationDone } from '../../../src/client/components/useHydrated';

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
