import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { AsYouType, getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useServerButton } from './useServerForm';

/**
 * The Vietnamese names of the countries visitors choose most, as `Intl.DisplayNames` gives them (a
 * test holds them to it). Building `Intl.DisplayNames` loads the locale's whole table of region
 * names: 30–80 ms on a laptop, four times that on a budget phone, in the task that shows the form.
 * With these, the field is named without it; it is built when the list is first opened, or for a
 * number from another country.
 */
export const COMMON_COUNTRY_NAMES: Readonly<Partial<Record<CountryCode, string>>> = {
  VN: 'Việt Nam',
  US: 'Hoa Kỳ',
  GB: 'Vương quốc Anh',
  FR: 'Pháp',
  DE: 'Đức',
  JP: 'Nhật Bản',
  KR: 'Hàn Quốc',
  CN: 'Trung Quốc',
};
let regionNames: Intl.DisplayNames | undefined;
/** A country's name in Vietnamese, as the list shows it and the flag is named. */
const countryName = (country: CountryCode) => COMMON_COUNTRY_NAMES[country] ?? (regionNames ??= new Intl.DisplayNames(['vi'], { type: 'region' })).of(country) ?? country;

/** The countries not listed first, by their Vietnamese names; sorted once, when a list first needs them. */
const sortedCache = new Map<string, CountryCode[]>();
function otherCountries(preferred: readonly CountryCode[]): CountryCode[] {
  const key = preferred.join();
  let list = sortedCache.get(key);
  if (!list) {
    const first = new Set(preferred);
    const collator = new Intl.Collator('vi');
    list = getCountries()
      .filter((c) => !first.has(c))
      .sort((a, b) => collator.compare(countryName(a), countryName(b)));
    sortedCache.set(key, list);
  }
  return list;
}

/**
 * A flag as Unicode emoji (a regional indicator pair), not an image from a third-party CDN: no
 * outside request, nothing for the CSP to allow, and it works offline.
 */
function Flag({ country }: { country: CountryCode }) {
  const emoji = String.fromCodePoint(...[...country].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
  return (
    <span role="img" aria-label={countryName(country)} style={{ fontSize: 20, lineHeight: 1 }}>
      {emoji}
    </span>
  );
}

/** What may be typed in the number: digits and the usual separators. */
const NOT_PHONE_TEXT = /[^\d\s().+-]/g;

/**
 * The number as it is sent, international and formatted ("+84 912 345 678"), from the country and
 * the national part as typed; '' when nothing is typed (the form then says the field is required).
 */
function fullNumber(country: CountryCode, national: string): string {
  const digits = national.replace(/\D/g, '');
  if (!digits) return '';
  return new AsYouType().input(`+${getCountryCallingCode(country)}${digits}`);
}

/** The national part of a formatted full number (what the box shows after the calling code). */
function nationalPart(country: CountryCode, full: string): string {
  const prefix = `+${getCountryCallingCode(country)}`;
  return full.startsWith(prefix) ? full.slice(prefix.length).trim() : full;
}

export interface PhoneFieldProps {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  /** The number as sent ("+84 912 345 678"), or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  /** The country of a number typed without a calling code. */
  defaultCountry: CountryCode;
  /** Listed first in the country menu, in this order. */
  preferredCountries: readonly CountryCode[];
  /** The flag button's name for the chosen country ("Việt Nam, mở danh sách quốc gia"). */
  countryButtonLabel: (countryName: string) => string;
}

/**
 * A phone number: the country's flag and calling code stay in place before the editable national
 * part, so typing "912…" or "0912…" never switches the country (the server drops a trunk 0 typed
 * after +84); another country is chosen from the flag's list, or by typing or pasting a number with
 * its own calling code. Formatted as it is typed when the caret is at the end (a correction in the
 * middle keeps the caret where it is). Built on the same libphonenumber-js as the schema that checks
 * the number: the consultation form carries one copy of it (docs/performance.md).
 */
export function PhoneField({ id, name, label, required, value, onChange, error, helperText, defaultCountry, preferredCountries, countryButtonLabel }: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(defaultCountry);
  // What the box shows; follows `value` when the form sets it from outside (a reset after sending).
  const [text, setText] = useState(() => nationalPart(defaultCountry, value));
  const [shownFor, setShownFor] = useState(value);
  const lastSent = useRef(value);
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== lastSent.current) setText(nationalPart(country, value));
  }
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Pressed before the form was hydrated (sent by the server): the list opens once it is.
  const flag = useServerButton<HTMLButtonElement>((button) => setMenuAnchor(button));
  const flagButton = flag.ref;

  const send = (next: string) => {
    lastSent.current = next;
    onChange(next);
  };

  /** The box's text as typed (or pasted, or filled in), `caretAtEnd` when typed at the end. */
  const take = (raw: string, caretAtEnd: boolean) => {
    let typed = raw.replace(NOT_PHONE_TEXT, '');
    let chosen = country;
    // A number with its calling code (pasted, filled in by the browser, or typed from "+"): its
    // country, once the digits say which; until then the text stays as typed.
    if (typed.trim().startsWith('+')) {
      const parser = new AsYouType();
      parser.input(typed);
      const detected = parser.getCountry();
      const callingCode = parser.getCallingCode();
      if (!detected || !callingCode) {
        setText(typed);
        send(typed.trim());
        return;
      }
      chosen = detected;
      typed = typed.trim().slice(1).replace(/\D/g, '').slice(callingCode.length);
    }
    const full = fullNumber(chosen, typed);
    setCountry(chosen);
    setText(caretAtEnd && full ? nationalPart(chosen, full) : typed);
    send(full);
  };
  const onText = (e: ChangeEvent<HTMLInputElement>) => take(e.target.value, e.target.selectionStart === null || e.target.selectionStart >= e.target.value.length);

  // Sent by the server and typed in before the script ran (useServerForm): the number typed is
  // taken as if typed now, once, when the field is hydrated.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed && typed !== text) take(typed, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first render's text
  }, []);

  // The list gives the focus back itself, once it is gone (its focus trap would take it back
  // before): to the number once a country is chosen (the visitor goes on typing), to the flag when
  // it is closed without a choice.
  const focusAfterMenu = useRef<RefObject<HTMLElement | null> | null>(null);
  useEffect(() => {
    if (menuAnchor || !focusAfterMenu.current) return;
    focusAfterMenu.current.current?.focus();
    focusAfterMenu.current = null;
  }, [menuAnchor]);
  const closeMenu = (focus: RefObject<HTMLElement | null>) => {
    focusAfterMenu.current = focus;
    setMenuAnchor(null);
  };
  const choose = (next: CountryCode) => {
    closeMenu(input);
    setCountry(next);
    const full = fullNumber(next, text);
    setText(full ? nationalPart(next, full) : text);
    send(full);
  };

  const item = (c: CountryCode) => (
    <MenuItem key={c} role="option" aria-selected={c === country} selected={c === country} onClick={() => choose(c)} sx={{ gap: 1.5 }}>
      <Flag country={c} />
      <span>{countryName(c)}</span>
      <span style={{ marginLeft: 'auto', opacity: 0.7 }}>+{getCountryCallingCode(c)}</span>
    </MenuItem>
  );
  const menuId = `${id}-countries`;

  return (
    <>
      <TextField
        id={id}
        name={name}
        label={label}
        required={required}
        fullWidth
        type="tel"
        autoComplete="tel"
        value={text}
        onChange={onText}
        error={error}
        helperText={helperText}
        inputRef={input}
        slotProps={{
          htmlInput: { inputMode: 'tel' },
          input: {
            startAdornment: (
              <InputAdornment position="start" sx={{ gap: 0.5, mr: 0.5 }}>
                <IconButton
                  {...flag}
                  size="small"
                  aria-label={countryButtonLabel(countryName(country))}
                  aria-haspopup="listbox"
                  aria-controls={menuAnchor ? menuId : undefined}
                  aria-expanded={menuAnchor ? true : undefined}
                  onClick={(e) => setMenuAnchor(e.currentTarget)}
                >
                  <Flag country={country} />
                </IconButton>
                <span aria-hidden="true">+{getCountryCallingCode(country)}</span>
              </InputAdornment>
            ),
          },
        }}
      />
      {menuAnchor && (
        <Menu
          id={menuId}
          anchorEl={menuAnchor}
          open
          disableRestoreFocus
          onClose={() => closeMenu(flagButton)}
          slotProps={{ list: { role: 'listbox', 'aria-label': label, dense: true }, paper: { sx: { maxHeight: 360 } } }}
        >
          {preferredCountries.map(item)}
          <Divider />
          {otherCountries(preferredCountries).map(item)}
        </Menu>
      )}
    </>
  );
}
