import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { AWAITING_SCRIPT, HELD_PRESS, HELD_SUBMIT, NOT_HYDRATED, useServerButton } from '../../../src/client/components/useServerForm';
import { JobFilterForm } from '../../../src/client/features/jobs/JobFilterForm';
import { INITIAL_FILTERS } from '../../../src/client/features/jobs/jobFilters';
import { LoginForm } from '../../../src/client/features/auth/LoginForm';
import { NewsletterForm } from '../../../src/client/features/newsletter/NewsletterForm';
import { NEWSLETTER_MSG } from '../../../src/shared/messages/publicForms';
import { LOGIN_DELAY_MS } from '../../../src/shared/constants';
import type { JobFilterValues } from '../../../src/shared/types/jobs';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { cleanupServerPage, serverPage } from '../../helpers/serverPage';

/**
 * A form the server sends is usable before the page's script has run (a phone still running it,
 * or a part hydrated later): fields take typing, a submission is held back by public/boot.js and
 * sent once the form is hydrated, and what was typed is what the component then holds.
 */

afterEach(cleanupServerPage);

/** What the browser does when a visitor types into a field that has no script yet. */
function typeNatively(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('a server-sent form before its script has run', () => {
  it('the newsletter field takes typing at once; a submission is held back, then sent with what was typed once hydrated', async () => {
    mockApi('POST', '/api/news/subscribe', envelope(true));
    const { container, recoverable, hydrate } = serverPage(() => <NewsletterForm />);
    const form = container.querySelector('form')!;
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(email).toBeEnabled();
    expect(container.querySelector('button[type="submit"]')).toBeEnabled();
    expect(form).toHaveAttribute(AWAITING_SCRIPT);

    typeNatively(email, 'lan@congty.vn');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    // Not the browser's own submission (a page load with the address in the URL): held back.
    expect(submit.defaultPrevented).toBe(true);
    expect(form).toHaveAttribute(HELD_SUBMIT);
    expect(callsTo('POST', '/api/news/subscribe')).toHaveLength(0);

    await hydrate();
    await waitFor(() => expect(callsTo('POST', '/api/news/subscribe')).toHaveLength(1));
    expect(callsTo('POST', '/api/news/subscribe')[0]!.url.searchParams.get('email')).toBe('lan@congty.vn');
    expect(await screen.findByText(NEWSLETTER_MSG.successTitle)).toBeInTheDocument();
    // The same element, its typed text adopted (cleared after the success).
    expect(container.querySelector('input[name="email"]')).toBe(email);
    await waitFor(() => expect(email).toHaveValue(''));
    expect(form).not.toHaveAttribute(HELD_SUBMIT);
    expect(form).not.toHaveAttribute(AWAITING_SCRIPT);
    expect(recoverable).not.toHaveBeenCalled();
    (await import('sweetalert2')).default.close();
  });

  it('a submission once hydrated is the form’s own: boot.js lets it through', async () => {
    const { container, hydrate } = serverPage(() => <NewsletterForm />);
    await hydrate();
    const form = container.querySelector('form')!;
    await waitFor(() => expect(form).not.toHaveAttribute(AWAITING_SCRIPT));
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(form).not.toHaveAttribute(HELD_SUBMIT);
  });

  it('taps and keys in it reach React only once it is hydrated: before, React would hydrate the page for them inside the event', async () => {
    const { container, hydrate } = serverPage(() => <NewsletterForm />);
    const form = container.querySelector('form')!;
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(form).toHaveAttribute(NOT_HYDRATED);
    // React listens on the page's container, below the document where boot.js listens.
    const reached: string[] = [];
    const types = ['pointerdown', 'mousedown', 'touchstart', 'click', 'keydown', 'input', 'focusin'];
    for (const type of types) container.addEventListener(type, (e) => reached.push(`${type}${e.target === email ? '' : ' elsewhere'}`), true);
    const outside = document.createElement('button');
    container.appendChild(outside);

    for (const type of ['pointerdown', 'mousedown', 'touchstart', 'click']) email.dispatchEvent(new Event(type, { bubbles: true }));
    email.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    typeNatively(email, 'a');
    // Focus is not kept from React: it hydrates nothing for it and replays it to the form afterwards.
    email.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    outside.dispatchEvent(new Event('click', { bubbles: true }));
    expect(reached).toEqual(['focusin', 'click elsewhere']);
    expect(email).toHaveValue('a');

    reached.length = 0;
    outside.remove();
    await hydrate();
    // Gone in the hydration itself, whatever the later switch of useHydrated does.
    expect(form).not.toHaveAttribute(NOT_HYDRATED);
    fireEvent.click(email);
    typeNatively(email, 'an@congty.vn');
    expect(reached).toEqual(expect.arrayContaining(['click', 'input']));
    await waitFor(() => expect(form).not.toHaveAttribute(AWAITING_SCRIPT));
    expect(email).toHaveValue('an@congty.vn');
  });

  it('a button whose action needs the script, pressed before hydration, acts once hydrated, once', async () => {
    const pressed = jest.fn();
    function Opener() {
      const props = useServerButton<HTMLButtonElement>(() => pressed());
      return (
        <button type="button" {...props}>
          Chọn quốc gia
        </button>
      );
    }
    const { container, recoverable, hydrate } = serverPage(() => <Opener />);
    const button = container.querySelector('button')!;
    button.click();
    expect(button).toHaveAttribute(HELD_PRESS);
    // The mark boot.js set is kept through hydration without a mismatch report (clientSetup.ts).
    await hydrate();
    await waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(button).not.toHaveAttribute(HELD_PRESS);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('a form the browser renders alone carries no mark: nothing is kept from React', () => {
    renderWithProviders(<NewsletterForm />);
    expect(screen.getByRole('form')).not.toHaveAttribute(NOT_HYDRATED);
  });

  it('the careers filter takes what was typed and chosen before hydration as a change', async () => {
    const changes: JobFilterValues[] = [];
    function Careers() {
      const [values, setValues] = useState(INITIAL_FILTERS);
      return (
        <JobFilterForm
          values={values}
          onChange={(next) => {
            changes.push(next);
            setValues(next);
          }}
          onSubmit={() => undefined}
        />
      );
    }
    const { container, recoverable, hydrate } = serverPage(() => <Careers />);
    const keywords = container.querySelector<HTMLInputElement>('input[name="keywords"]')!;
    const category = container.querySelector<HTMLSelectElement>('select[name="category"]')!;
    expect(keywords).toBeEnabled();
    expect(category).toBeEnabled();
    typeNatively(keywords, 'luật sư');
    const option = [...category.options].find((o) => o.value !== INITIAL_FILTERS.category)!;
    typeNatively(category, option.value);

    await hydrate();
    expect(changes).toEqual([{ ...INITIAL_FILTERS, keywords: 'luật sư', category: option.value }]);
    expect(keywords).toHaveValue('luật sư');
    expect(category).toHaveValue(option.value);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('the sign-in form (/login is rendered on the server) signs in with what was typed before hydration, and keeps the focus where the visitor is', async () => {
    mockApi('POST', '/api/auth/login', envelope({ token: fakeToken({ sub: '1', username: 'admin', scope: 'ADMIN' }), refreshToken: 'r1' }));
    const { container, recoverable, hydrate } = serverPage(() => <LoginForm />);
    const form = container.querySelector('form')!;
    const username = container.querySelector<HTMLInputElement>('input[name="username"]')!;
    const password = container.querySelector<HTMLInputElement>('input[name="password"]')!;
    typeNatively(username, 'admin');
    password.focus();
    typeNatively(password, 'secret123');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    await hydrate();
    // Not moved to the first field by the form's own focus on mount: the visitor is typing there.
    expect(document.activeElement).toBe(password);
    await waitFor(() => expect(callsTo('POST', '/api/auth/login')).toHaveLength(1), { timeout: LOGIN_DELAY_MS + 3000 });
    expect(callsTo('POST', '/api/auth/login')[0]!.body).toEqual({ username: 'admin', password: 'secret123' });
    expect(recoverable).not.toHaveBeenCalled();
    sessionStorage.clear();
  });
});
