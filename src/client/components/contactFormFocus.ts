/**
 * Sent to the consultation section (#contact-form) by scrollToContactForm when it has no field to
 * focus yet: the form's code is still loading; the section focuses the first field once it is there.
 */
export const CONTACT_FORM_FOCUS_REQUEST = 'contact-form-focus-request';
