import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { CountryCode } from 'libphonenumber-js';
import { PhoneField } from '../../../src/client/components/PhoneField';
import { CONSULTATION_FORM_MSG as M } from '../../../src/shared/messages/publicForms';

const PREFERRED: CountryCode[] = ['VN', 'US', 'GB', 'FR', 'DE', 'JP', 'KR', 'CN'];

/** The field in a form that keeps what it sends, as formik does, with a reset button. */
function Harness({ sent }: { sent: string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PhoneField
        id="phone"
        name="phone"
        label="Số điện thoại"
        value={value}
        onChange={(next) => {
          sent.push(next);
          setValue(next);
        }}
        defaultCountry="VN"
        preferredCountries={PREFERRED}
        countryButtonLabel={M.phoneCountryButton}
      />
      <button type="button" onClick={() => setValue('')}>
        Xoá
      </button>
    </>
  );
}

function setup() {
  const sent: string[] = [];
  const user = userEvent.setup();
  render(<Harness sent={sent} />);
  const box = screen.getByRole('textbox', { name: 'Số điện thoại' }) as HTMLInputElement;
  return { sent, user, box, last: () => sent.at(-1) };
}

it('formats a Vietnamese number as it is typed and sends it international; nothing typed sends nothing', async () => {
  const { user, box, last } = setup();
  expect(box).toHaveAttribute('type', 'tel');
  expect(box).toHaveAttribute('inputmode', 'tel');
  await user.type(box, '912345678');
  expect(box.value).toBe('912 345 678');
  expect(last()).toBe('+84 912 345 678');
  await user.clear(box);
  expect(last()).toBe('');
  // Letters never reach the number.
  await user.type(box, '09a12');
  expect(box.value.replace(/\D/g, '')).toBe('0912');
});

it('takes the country of a pasted number with its calling code, and shows only its national part', async () => {
  const { user, box, last } = setup();
  await user.click(box);
  await user.paste('+1 202 555 0143');
  expect(last()).toBe('+1 202 555 0143');
  expect(box.value).toBe('202 555 0143');
  expect(screen.getByRole('button', { name: M.phoneCountryButton('Hoa Kỳ') })).toBeInTheDocument();
  // Typed from "+", key by key: as typed until the digits name the country.
  await user.clear(box);
  await user.type(box, '+3');
  expect(box.value).toBe('+3');
  await user.type(box, '3612345678');
  expect(last()).toBe('+33 6 12 34 56 78');
  expect(box.value).toBe('6 12 34 56 78');
  expect(screen.getByRole('img', { name: 'Pháp' })).toBeInTheDocument();
});

it('lists the preferred countries first, in Vietnamese, and a chosen country is kept by keyboard', async () => {
  const { user, box, last } = setup();
  await user.type(box, '612345678');
  const button = screen.getByRole('button', { name: M.phoneCountryButton('Việt Nam') });
  expect(button).toHaveAttribute('aria-haspopup', 'listbox');
  // From the number back to the flag by keyboard.
  await user.tab({ shift: true });
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  const list = screen.getByRole('listbox', { name: 'Số điện thoại' });
  const options = within(list).getAllByRole('option');
  expect(options.slice(0, 8).map((o) => o.textContent)).toEqual([
    '🇻🇳Việt Nam+84',
    '🇺🇸Hoa Kỳ+1',
    '🇬🇧Vương quốc Anh+44',
    '🇫🇷Pháp+33',
    '🇩🇪Đức+49',
    '🇯🇵Nhật Bản+81',
    '🇰🇷Hàn Quốc+82',
    '🇨🇳Trung Quốc+86',
  ]);
  expect(options.length).toBeGreaterThan(200);
  expect(options[0]).toHaveAttribute('aria-selected', 'true');
  // Down to France, chosen with Enter: the number is sent with +33, the focus is back in the box.
  await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(last()).toBe('+33 6 12 34 56 78');
  expect(box.value).toBe('6 12 34 56 78');
  expect(box).toHaveFocus();
  expect(screen.getByRole('img', { name: 'Pháp' })).toBeInTheDocument();
  // Closed with Escape: nothing changes and the focus is back on the flag.
  await user.tab({ shift: true });
  await user.keyboard('{Enter}');
  expect(screen.getByRole('listbox')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('listbox')).toBeNull();
  expect(screen.getByRole('button', { name: M.phoneCountryButton('Pháp') })).toHaveFocus();
  expect(last()).toBe('+33 6 12 34 56 78');
});

it('empties the box when the form is reset, and a correction in the middle keeps the caret', async () => {
  const { user, box, last } = setup();
  await user.type(box, '912345678');
  await user.click(screen.getByRole('button', { name: 'Xoá' }));
  expect(box.value).toBe('');
  await user.type(box, '9123');
  expect(box.value).toBe('912 3');
  // The caret after "91": a digit typed there is not followed by a jump to the end.
  box.setSelectionRange(2, 2);
  await user.type(box, '8', { initialSelectionStart: 2, initialSelectionEnd: 2 });
  expect(box.value).toBe('9182 3');
  expect(last()).toBe('+84 918 23');
});

describe('sent by the server and typed in before its script ran', () => {
  /** The server's HTML of the field, hydrated after `typed` was typed into it. */
  async function hydrateAfterTyping(typed: string) {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('react');
    const sent: string[] = [];
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness sent={[]} />);
    document.body.append(container);
    const box = container.querySelector('input')!;
    box.value = typed;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Harness sent={sent} />);
    });
    return { sent, box, container, unmount: () => act(() => root!.unmount()) };
  }

  it('takes the number as if typed now: formatted, and sent international', async () => {
    const { sent, box, unmount } = await hydrateAfterTyping('912345678');
    expect(sent).toEqual(['+84 912 345 678']);
    expect(box).toHaveValue('912 345 678');
    unmount();
  });

  it('a number typed with its calling code switches the country', async () => {
    const { sent, container, unmount } = await hydrateAfterTyping('+33 6 12 34 56 78');
    expect(sent).toEqual(['+33 6 12 34 56 78']);
    expect(within(container).getByRole('button', { name: M.phoneCountryButton('Pháp') })).toBeInTheDocument();
    unmount();
  });

  it('nothing typed: nothing sent', async () => {
    const { sent, unmount } = await hydrateAfterTyping('');
    expect(sent).toEqual([]);
    unmount();
  });
});
