import { act } from '@testing-library/react';
import { AWAITING_SCRIPT, HELD_SUBMIT } from '../../../src/client/components/useServerForm';
import { JobFilterForm } from '../../../src/client/features/jobs/JobFilterForm';
import { INITIAL_FILTERS } from '../../../src/client/features/jobs/jobFilters';
import { cleanupServerPage, serverPage } from '../../helpers/serverPage';

/*
 * A form is hydrated (its handler is there) a moment before useHydrated's switch removes its
 * "awaiting script" mark (a transition; a few hundred milliseconds on a phone). Here that moment is
 * held open: useHydrated answers what the test says.
 */
let hydratedNow = false;
const listeners = new Set<() => void>();
function setHydrated(value: boolean) {
  hydratedNow = value;
  for (const l of listeners) l();
}
jest.mock('../../../src/client/components/useHydrated', () => {
  const actual = jest.requireActual('../../../src/client/components/useHydrated');
  const { useSyncExternalStore } = jest.requireActual('react');
  return {
    ...actual,
    useHydrated: () =>
      useSyncExternalStore(
        (l: () => void) => {
          listeners.add(l);
          return () => listeners.delete(l);
        },
        () => hydratedNow,
        () => false,
      ),
  };
});

afterEach(cleanupServerPage);

it('a search submitted between the hydration and the switch is made once', async () => {
  const onSubmit = jest.fn();
  const { container, hydrate } = serverPage(() => <JobFilterForm values={INITIAL_FILTERS} onChange={() => undefined} onSubmit={onSubmit} />);
  const form = container.querySelector('form')!;
  await hydrate();
  expect(form).toHaveAttribute(AWAITING_SCRIPT);
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  await act(async () => setHydrated(true));
  expect(form).not.toHaveAttribute(AWAITING_SCRIPT);
  // Time for a held submission to be made (in a task of its own), had it been kept.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(form).not.toHaveAttribute(HELD_SUBMIT);
});
