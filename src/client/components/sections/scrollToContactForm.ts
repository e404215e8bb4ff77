import { CONTACT_FORM_FOCUS_WANTED } from '../contactFormFocus';
import { goToPart } from '../partFocus';
import { toast } from '../lazyToast';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';

/** The id of the consultation section every service page carries. */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * Smoothly scrolls to the consultation form. A page without one shows an error toast
 * instead of doing nothing. Returns whether the form was found.
 */
export function scrollToContactForm(): boolean {
  const target = document.getElementById(CONTACT_FORM_ID);
  if (!target) {
    toast.error(SERVICE_PAGE_MSG.contactFormMissing, { toastId: 'contact-form-missing' });
    return false;
  }
  // Keyboard focus goes along with the view, without a second jump; a form whose code is still
  // loading (no field yet) takes it once it is there.
  if (!goToPart(target)) target.setAttribute(CONTACT_FORM_FOCUS_WANTED, '');
  return true;
}
