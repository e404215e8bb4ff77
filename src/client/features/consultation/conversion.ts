declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Reports a consultation conversion to Google Ads when the site has a conversion id and
 * the page already carries gtag (the site loads no tracking script itself).
 */
export function reportConversion(sendTo: string | null | undefined): void {
  if (!sendTo) return;
  window.gtag?.('event', 'conversion', { send_to: sendTo });
}
