import { CHAT_LEADS_MSG } from '../../shared/messages/chatLeads';

const D = CHAT_LEADS_MSG.device;

/** Browsers named, first match wins: the ones that also say "Chrome" or "Safari" come first. */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bcoc_coc_browser\//i, 'Cốc Cốc'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/**
 * The kind of device and the browser, in Vietnamese ("Điện thoại · Chrome"), from the User-Agent
 * header alone: enough for staff to picture the visitor's screen, nothing that tells one visitor
 * from another (no version, no platform details, nothing else of the request).
 */
export function describeDevice(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const ua = userAgent.slice(0, 512);
  const kind = /\biPad\b|\bTablet\b|\bAndroid\b(?!.*\bMobile\b)/i.test(ua) ? D.tablet : /\bMobi|\biPhone\b|\biPod\b|\bAndroid\b/i.test(ua) ? D.phone : D.desktop;
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? D.otherBrowser;
  return `${kind} · ${browser}`;
}
