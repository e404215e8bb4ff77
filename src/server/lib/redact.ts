const SECRET_PARAMS = /([?&](?:newPassword|password|token|refreshToken)=)[^&#]*/gi;

/** A URL fit for the logs: secret query parameters (the password-reset route takes the new password there) are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}
