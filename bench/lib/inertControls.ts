/**
 * "Nothing inert": for each control on a page's first screen and the footer's form, the time from
 * the frame in which it is first visible to the frame that shows its reaction to a tap (or a key,
 * for a text field), with the renderer slowed 4× (Chromium's own CPU throttling, as DevTools'
 * "4× slowdown"), as a visitor on a budget phone would try it. A control of the page's first frame
 * is visible from the first contentful paint, when that frame is on screen.
 *
 * One page load per control. A probe installed before any page script watches, every animation
 * frame, for the control to be visible (rendered, not transparent, in the viewport; the footer's
 * controls are scrolled to as soon as they exist, as a visitor scrolling straight down would). The
 * bench hears of it through a DevTools binding and taps its centre through the protocol in the same
 * turn (a press of 60 ms), waits for the tap to be delivered and 300 ms more, and taps again until
 * the page reacts (a visitor tapping again when nothing happens). When the first tap reached the
 * page is recorded too: what the bench itself took to tap is part of the figure. A text field gets
 * a tap and a typed letter each time. The reaction is the first of: a navigation (link, anchor,
 * router), the page scrolling, the element the control names in aria-controls appearing or going,
 * a dialog appearing, the form's validation or submission, the field's value changing, the slides
 * around the control changing (hero arrows and dots), or the control's own text (a counter; a
 * control naming what it shows in aria-controls must show it). A native select reacts when it takes
 * the focus, timed at that event rather than at the next frame: a phone's list is the system's,
 * while desktop Chromium builds its own as a page inside the renderer in the same task, 70–160 ms at
 * 4× that a phone does not spend (docs/performance.md, "Nothing inert").
 * Times are the page's own clock (performance.now()).
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

export interface ControlRef {
  /** Tag name, lower case. */
  tag: string;
  /** Accessible-ish label: aria-label, the <label> of a field, or the text. */
  label: string;
  /** A text field: tapped, then typed into. */
  text: boolean;
  /** A native select: it reacts by taking the focus (the list it opens is the system's on a phone). */
  select: boolean;
  /** A form's submit button: it reacts by validating or submitting its form. */
  submit: boolean;
  /** In the page's <footer> form (scrolled to). */
  footer: boolean;
}

export interface ControlTiming extends ControlRef {
  /** Page clock, ms. */
  visibleAt: number;
  reactedAt: number;
  /** reactedAt − visibleAt; NaN when it never reacted within the time limit. */
  delay: number;
  /** When the first tap (or key) reached the page, page clock: how long the bench took to tap is tapAt − visibleAt (below 0 for a control of the first frame: see installProbe). */
  tapAt: number;
  taps: number;
  reaction: string;
}

/** What the probe reports once the control has reacted. */
interface Reaction {
  visibleAt: number;
  reactedAt: number;
  tapAt: number;
  reaction: string;
}

export const VIEWPORTS = {
  phone: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]';
const GIVE_UP_MS = 20_000;
// As long as the target: a toggle tapped again sooner could be undone before its frame was drawn.
const RETAP_MS = 300;
/** Left to a new browser to finish starting before the timed load. */
const SETTLE_MS = 1000;
/** A tap's press, touchstart to touchend. */
const PRESS_MS = 60;

/** Runs in the page (as source text): finds the controls of the first screen and the footer's form. */
function listControls(selector: string): ControlRef[] {
  const labelOf = (el: Element): string => {
    const own = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.querySelector('img')?.alt || el.getAttribute('placeholder') || el.getAttribute('name') || '';
    return own.replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('[inert], [aria-hidden="true"]');
  const onFirstScreen = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  };
  const out: ControlRef[] = [];
  const seen = new Set<string>();
  for (const el of document.querySelectorAll(selector)) {
    const footer = Boolean(el.closest('footer form'));
    // A dot for the slide already shown, or a link to this very page, has nothing to do when tapped.
    if (!shown(el) || !(footer || onFirstScreen(el)) || el.getAttribute('aria-current') === 'true') continue;
    if (el instanceof HTMLAnchorElement && el.href.split('#')[0] === location.href.split('#')[0] && !el.hash) continue;
    const tag = el.tagName.toLowerCase();
    const label = labelOf(el);
    const key = `${tag}|${label}`;
    if (!label || seen.has(key)) continue;
    seen.add(key);
    const type = (el as HTMLInputElement).type;
    const text = tag === 'textarea' || (tag === 'input' && ['text', 'email', 'search', 'tel', 'url', ''].includes(type));
    out.push({ tag, label, footer, text, select: tag === 'select', submit: !text && (type === 'submit' || footer) });
  }
  return out;
}

/**
 * Runs in the page before its scripts (as source text): watches one control (see the file comment).
 * Only in the page under test: the script is installed for every document of the context, and on
 * the page a link led to, looking for the control in every frame (it is not there) kept the
 * throttled renderer busy for minutes.
 */
function installProbe(target: ControlRef, pageUrl: string) {
  if (location.href.split('#')[0] !== new URL(pageUrl).href) return;
  const w = window as unknown as Record<string, (arg: unknown) => void>;
  const labelOf = (el: Element): string => {
    const own = el.getAttribute('aria-label') || (el as HTMLInputElement).labels?.[0]?.textContent || el.textContent || el.querySelector('img')?.alt || el.getAttribute('placeholder') || el.getAttribute('name') || '';
    return own.replace(/\s+/g, ' ').trim().slice(0, 60);
  };
  const shown = (el: Element | null) => Boolean(el && el.isConnected && el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !el.closest('[inert], [aria-hidden="true"]'));
  const inView = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && r.left < innerWidth && r.right > 0;
  };
  const find = (): Element | null => {
    for (const el of document.querySelectorAll(target.tag)) if (labelOf(el) === target.label && shown(el)) return el;
    return null;
  };
  let visibleAt = -1;
  let reactedAt = -1;
  let tapAt = -1;
  let armed = false;
  let el: Element | null = null;
  let before: { href: string; y: number; controlled: boolean; dialogs: number; value: string; slides: string; own: string } | null = null;
  // What counts as this control's reaction: a text field shows the typed letter; a form's button
  // validates or submits the form (or opens a dialog); anything else navigates, scrolls, shows or
  // hides what it controls, opens a dialog, changes the slides around it or its own text.
  const submits = target.submit;
  const controlledShown = () => {
    const id = el?.getAttribute('aria-controls');
    return Boolean(id && shown(document.getElementById(id)));
  };
  const dialogs = () => [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog[open]')].filter((d) => shown(d)).length;
  const slides = () => {
    const section = el?.closest('section');
    return section ? [...section.querySelectorAll('[aria-current], [aria-hidden]')].map((e) => `${e.getAttribute('aria-current')}${e.getAttribute('aria-hidden')}`).join() : '';
  };
  const snapshot = () => ({ href: location.href, y: scrollY, controlled: controlledShown(), dialogs: dialogs(), value: (el as HTMLInputElement | null)?.value ?? '', slides: slides(), own: `${el?.textContent}|${el?.getAttribute('aria-label')}` });
  const react = (reaction: string) => {
    if (reactedAt >= 0 || !armed || !before) return;
    reactedAt = performance.now();
    // The page's first frame is its longest (100–350 ms at 4× for the home page, traced), and
    // nothing of it is on screen until it is drawn: a control seen in it is visible from the first
    // contentful paint (that frame's presentation), not from the frame's start, where the animation
    // callback saw it. The tap was sent from there all the same: the protocol holds a touch until
    // the page's next frame (the one being drawn), as a finger would come down once it is.
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
    visibleAt = Math.max(visibleAt, firstPaint);
    w.__inertReacted?.(JSON.stringify({ visibleAt, reactedAt, tapAt, reaction }));
  };
  // Reactions count from the first tap or key on (a disabled control may get no pointer event: the
  // first that does get one is when it could react).
  // An input event's timeStamp is when the browser received it, on the page's clock.
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'beforeinput']) {
    document.addEventListener(
      type,
      (e) => {
        armed = true;
        if (visibleAt >= 0 && tapAt < 0) tapAt = e.timeStamp;
      },
      true,
    );
  }
  // (The router's start replaces the history entry with the same address: not a reaction.)
  const nav = (window as unknown as { navigation?: EventTarget }).navigation;
  if (!target.text && !submits) nav?.addEventListener('navigate', (e) => (e as Event & { destination: { url: string } }).destination.url !== location.href && react('navigation'));
  // Chromium shows a select's list (its own page popup) in the task that focuses it: the frame after
  // that task includes building the list, which a phone leaves to the system.
  if (target.select) document.addEventListener('focusin', (e) => e.target === el && react('focused (list opens)'), true);
  if (!target.text) {
    document.addEventListener('invalid', () => react('form validation'), true);
    document.addEventListener('submit', () => react('form submitted'), true);
  }
  const frame = () => {
    if (visibleAt < 0) {
      const found = find();
      if (found && target.footer && !inView(found)) found.scrollIntoView({ block: 'center' });
      else if (found && inView(found)) {
        el = found;
        visibleAt = performance.now();
        before = snapshot();
        // The middle of the part inside the viewport.
        const r = found.getBoundingClientRect();
        const [top, bottom, left, right] = [Math.max(r.top, 0), Math.min(r.bottom, innerHeight), Math.max(r.left, 0), Math.min(r.right, innerWidth)];
        w.__inertVisible?.(JSON.stringify({ x: (left + right) / 2, y: (top + bottom) / 2, visibleAt }));
      }
    } else if (armed && before && reactedAt < 0) {
      const now = snapshot();
      if (target.text) {
        if (now.value !== before.value) react('typed text shown');
      } else if (target.select) {
        // the focusin listener above
      } else if (now.dialogs > before.dialogs) react('dialog');
      else if (submits) {
        // validation or submission: the events above
      } else if (now.href !== before.href) react('navigation');
      else if (Math.abs(now.y - before.y) > 10) react('scroll');
      else if (now.controlled !== before.controlled) react('controlled element shown/hidden');
      else if (now.slides !== before.slides) react('slide changed');
      // Its own text or name (a counter, a toggle's label), unless it names what it shows: that must show.
      else if (now.own !== before.own && !el?.hasAttribute('aria-controls')) react('its text changed');
    }
    if (reactedAt < 0) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/**
 * A finger lifts (a mouse button comes up) after a press's length whether or not the page has taken
 * the press yet: the release is not held back until the protocol answers the press, which waits
 * for the page's main thread.
 */
async function tap(cdp: CDPSession, touch: boolean, x: number, y: number): Promise<void> {
  if (touch) {
    const start = cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await new Promise((resolve) => setTimeout(resolve, PRESS_MS));
    const end = cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await Promise.all([start, end]);
  } else {
    const moved = cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
    const pressed = cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, PRESS_MS));
    const released = cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 });
    await Promise.all([moved, pressed, released]);
  }
}

const source = (fn: (...args: never[]) => unknown, ...args: unknown[]) => `var __name = (f) => f; (${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(', ')});`;

async function newPage(browser: Browser, viewport: ViewportName) {
  const { width, height, ...device } = VIEWPORTS[viewport];
  const context = await browser.newContext({ viewport: { width, height }, ...device, locale: 'vi-VN', timezoneId: 'Asia/Ho_Chi_Minh', serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page };
}

/** The controls of `url`'s first screen and footer form, from a load at full speed left to settle. */
export async function controlsOf(browser: Browser, url: string, viewport: ViewportName): Promise<ControlRef[]> {
  const { context, page } = await newPage(browser, viewport);
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    // The hero's slides come after its 1 s loading state, the floating buttons once hydrated.
    await page.waitForTimeout(2500);
    await page.evaluate(() => scrollTo(0, 0));
    return await page.evaluate(source(listControls, CONTROLS) as unknown as () => ControlRef[]);
  } finally {
    await context.close();
  }
}

/** One load of `url` at `rate`× CPU, timing `control` (see the file comment). */
export async function timeControl(browser: Browser, url: string, viewport: ViewportName, control: ControlRef, rate = 4): Promise<ControlTiming> {
  const { context, page } = await newPage(browser, viewport);
  let session: CDPSession | undefined;
  try {
    const cdp = await context.newCDPSession(page);
    session = cdp;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    let visible!: (p: { x: number; y: number; visibleAt: number }) => void;
    const visibleP = new Promise<{ x: number; y: number; visibleAt: number }>((r) => (visible = r));
    // Kept here, not read from the page: a link's reaction may be to leave it.
    let result: Reaction | null = null;
    // The probe's signals come as DevTools bindings on this session: the tap is sent in the turn that
    // hears of the visibility. (Playwright's own bindings answer the page and run in its utility
    // world: their round trip added up to ~300 ms between a control showing and the tap, on a
    // busy machine, counted against the page.)
    cdp.on('Runtime.bindingCalled', ({ name, payload }: { name: string; payload: string }) => {
      if (name === '__inertVisible') visible(JSON.parse(payload) as { x: number; y: number; visibleAt: number });
      else if (name === '__inertReacted') result ??= JSON.parse(payload) as Reaction;
    });
    await cdp.send('Runtime.enable');
    await cdp.send('Runtime.addBinding', { name: '__inertVisible' });
    await cdp.send('Runtime.addBinding', { name: '__inertReacted' });
    // A phone's browser is running when its owner opens a page: the fresh browser's own start-up
    // (its GPU and network processes, its first context) is left to finish before the timed load.
    // Run straight after the launch, it shared the two cores with the page and with this process,
    // and the bench's first tap reached the page 100–380 ms late in about one load in six.
    await page.waitForTimeout(SETTLE_MS);
    await context.addInitScript({ content: source(installProbe, control, url) });
    await page.goto(url, { waitUntil: 'commit' });
    const deadline = Date.now() + GIVE_UP_MS;
    const point = await Promise.race([visibleP, page.waitForTimeout(GIVE_UP_MS).then(() => null)]);
    let taps = 0;
    if (point) {
      while (!result && Date.now() < deadline) {
        // Each tap is delivered (the protocol answers once the page took it) before the next; a
        // link's tap may take the page away, and the answer then never comes.
        const delivered = await Promise.race([
          (async () => {
            await tap(cdp, VIEWPORTS[viewport].hasTouch, point.x, point.y);
            if (control.text) await cdp.send('Input.insertText', { text: 'a' });
            return true;
          })().catch(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()))),
        ]);
        taps += 1;
        if (!delivered) break;
        await page.waitForTimeout(RETAP_MS);
      }
    }
    const r = result as Reaction | null;
    return {
      ...control,
      visibleAt: r?.visibleAt ?? point?.visibleAt ?? NaN,
      reactedAt: r?.reactedAt ?? NaN,
      delay: r ? r.reactedAt - r.visibleAt : NaN,
      tapAt: r && r.tapAt >= 0 ? r.tapAt : NaN,
      taps,
      reaction: r?.reaction ?? (point ? 'none' : 'never visible'),
    };
  } finally {
    // Closing the context while its page is throttled and mid-navigation (a link's tap) hung in 3
    // of 12 loads on a busy machine, and 0 of 12 with the page back at full speed and the session
    // detached first.
    await session?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => {});
    await session?.detach().catch(() => {});
    await context.close();
  }
}

export async function withBrowser<T>(fn: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

export type { Page };
