import type { MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useServerAnchor } from '../useServerForm';
import { CONTACT_FORM_ID, scrollToContactForm } from './scrollToContactForm';

/**
 * A button that takes the visitor to the consultation form. It is a link to #contact-form, so it
 * works in a server-rendered page before the script has run (public/boot.js jumps to the form:
 * useServerAnchor); once hydrated it scrolls smoothly and moves the focus into the form
 * (scrollToContactForm).
 */
export function ContactFormButton(props: Omit<ButtonProps<'a'>, 'href' | 'onClick' | 'component'>) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault();
    scrollToContactForm();
  };
  const anchor = useServerAnchor<HTMLAnchorElement>();
  return <Button {...props} {...anchor} component="a" href={`#${CONTACT_FORM_ID}`} onClick={onClick} />;
}
