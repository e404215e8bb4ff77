import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CountryCode } from 'libphonenumber-js';
import { COMMON_COUNTRY_NAMES, PhoneField } from '../../../src/client/components/PhoneField';
import { CONSULTATION_FORM_MSG as M } from '../../../src/shared/messages/publicForms';

// A file of its own: the module builds its table of region names once, and no other test here has.
const PREFERRED: CountryCode[] = ['VN', 'US', 'GB', 'FR', 'DE', 'JP', 'KR', 'CN'];

it('names the common countries as Intl does, and builds the table of region names only when the list needs it', async () => {
  const regionNames = new Intl.DisplayNames(['vi'], { type: 'region' });
  const RealDisplayNames = Intl.DisplayNames;
  let built = 0;
  const counting = jest.spyOn(Intl, 'DisplayNames').mockImplementation((...args: ConstructorParameters<typeof Intl.DisplayNames>) => {
    built += 1;
    return new RealDisplayNames(...args);
  });
  try {
    for (const [code, name] of Object.entries(COMMON_COUNTRY_NAMES)) expect(name).toBe(regionNames.of(code));
    const user = userEvent.setup();
    render(<PhoneField id="p" name="phone" label="Số điện thoại" value="" onChange={() => undefined} defaultCountry="VN" preferredCountries={PREFERRED} countryButtonLabel={M.phoneCountryButton} />);
    expect(screen.getByRole('button', { name: M.phoneCountryButton('Việt Nam') })).toBeInTheDocument();
    expect(built).toBe(0);
    await user.click(screen.getByRole('button', { name: M.phoneCountryButton('Việt Nam') }));
    const others = within(screen.getByRole('listbox')).getAllByRole('option').slice(PREFERRED.length).map((o) => o.textContent!.replace(/^\S+?(?=\p{L})/u, '').replace(/\+\d+$/, ''));
    expect(others.length).toBeGreaterThan(200);
    // The others in Vietnamese alphabetical order (Ả Rập Xê Út before Ấn Độ, Đan Mạch after Cuba).
    expect(others).toEqual([...others].sort(new Intl.Collator('vi').compare));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: M.phoneCountryButton('Việt Nam') }));
    expect(built).toBe(1);
  } finally {
    counting.mockRestore();
  }
});
