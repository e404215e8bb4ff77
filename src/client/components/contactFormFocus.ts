/**
 * Set on the consultation section (#contact-form) by scrollToContactForm when it has no field to
 * focus yet (a page the browser renders, the form's code still loading): the form focuses its
 * first field once it is there, and takes the mark away.
 */
export const CONTACT_FORM_FOCUS_WANTED = 'data-focus-wanted';
