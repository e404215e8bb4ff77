/* global document, location, PerformanceObserver, setTimeout */
// Starts a server-rendered page's scripts once the page has painted (src/server/plugins/ssr.ts,
// which puts this file inline in the page's head: src/server/lib/bootScript.ts).
// They are already downloading (<link rel="preload" data-boot> in the head, in order). Run straight
// after parsing, as `defer` would, their evaluation holds back the first paint of a page that is
// ready to show (most of all on a repeat visit, when they come from the cache at once).
(function () {
  // The files of the page's routes, listed by the server on this script (src/server/plugins/ssr.ts).
  var routeScripts = document.currentScript && document.currentScript.getAttribute('data-route-scripts');
  var started = false;
  // Where a jump to a part of the page puts the keyboard's place: focusInPart's rule.
  var PART_FOCUS = 'input,textarea,select,[tabindex="-1"]';
  function start() {
    if (started) return;
    started = true;
    // The page's scripts, downloading since the head (<link rel="preload" data-boot>), then its
    // routes' files, asked for now rather than once the app has started and rendered (a round trip
    // later on a phone); each of those only registers its modules, for the app to evaluate.
    var links = document.querySelectorAll('link[rel="preload"][as="script"][data-boot]');
    var sources = [];
    // As written (a path): the app's loader finds a script it would add by its src attribute.
    for (var i = 0; i < links.length; i++) sources.push(links[i].getAttribute('href'));
    if (routeScripts) sources = sources.concat(routeScripts.split(' '));
    for (var j = 0; j < sources.length; j++) {
      var script = document.createElement('script');
      script.src = sources[j];
      // Inserted scripts run in insertion order only when not async.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A server-sent button that shows and hides another element (the phone menu, a sub-list) works
  // before its script has run (src/client/components/useServerDisclosure.ts): until then it is
  // marked data-awaiting-script, and pressing it toggles the element it names in aria-controls.
  // Any other button so marked is marked again when pressed, for its script to act on
  // (src/client/components/useServerForm.ts, useServerButton).
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!target || !target.closest) return;
      // A server-sent link to a part of the page (useServerAnchor, src/client/components/useServerForm.ts):
      // jumped to here without changing the address, which would make React render the page
      // again in place of the server's.
      var link = target.closest('a[data-not-hydrated][href^="#"]');
      var part = link && document.getElementById(link.getAttribute('href').slice(1));
      if (part) {
        event.preventDefault();
        // Every section laid out first, as before the hydrated links' smooth scroll
        // (layOutWholePage, src/client/components/sections/skippedUntilNear.ts): aimed where the
        // sections' estimated sizes put it, the jump would leave the form ~130 px lower on a phone.
        document.documentElement.setAttribute('data-whole-page', '');
        part.scrollIntoView();
        // The keyboard's place goes along, as the hydrated links take it (focusInPart,
        // src/client/components/partFocus.ts).
        var into = part.querySelector(PART_FOCUS);
        if (into) into.focus({ preventScroll: true });
        return;
      }
      var button = target.closest('button[data-awaiting-script]');
      if (!button) return;
      // A button whose action needs the script (useServerButton): the press is kept for it.
      if (!button.hasAttribute('aria-controls')) {
        button.setAttribute('data-held-press', '');
        return;
      }
      var shown = document.getElementById(button.getAttribute('aria-controls'));
      if (!shown) return;
      shown.hidden = !shown.hidden;
      button.setAttribute('aria-expanded', String(!shown.hidden));
    },
    true,
  );
  // A server-sent form works as HTML before its script has run (src/client/components/useServerForm.ts):
  // until then it is marked data-awaiting-script, and a submission would be the browser's own (a
  // page load with the fields in the address). It is held back and marked; the form sends it once
  // hydrated.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.hasAttribute || !form.hasAttribute('data-awaiting-script')) return;
      event.preventDefault();
      form.setAttribute('data-held-submit', '');
    },
    true,
  );
  // A tap or a key that lands in server HTML React has not hydrated yet makes React hydrate the
  // page, or the part around it, at once inside the event: 100-150 ms on a budget phone before the
  // tap is taken. A server-sent form or disclosure button needs none of it (above: it works as
  // HTML, and takes in what the visitor did when it is hydrated), so until then the events React
  // would hydrate for are kept from it (React listens on #root, below the document). Focus is not:
  // React hydrates nothing in that event and hands it to the form once hydrated.
  var KEPT_FROM_REACT = ['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel', 'click', 'auxclick', 'dblclick', 'contextmenu', 'keydown', 'keypress', 'keyup', 'input', 'textInput', 'change', 'compositionstart', 'compositionend', 'copy', 'cut', 'paste', 'reset', 'dragstart', 'dragend', 'drop'];
  // So is a link to another page until the page is hydrated (data-hydrated on <html>,
  // src/client/components/useHydrated.tsx): it stays the browser's, a page load, as it is before
  // the scripts run and as the footer's links are until their code arrives. Given to React, the tap
  // would wait for the whole page's hydration (0.6 s on a phone) before the navigation starts.
  function leavesUnhydratedPage(target) {
    if (document.documentElement.hasAttribute('data-hydrated')) return false;
    var link = target.closest('a[href]');
    return !!link && link.href.split('#')[0] !== location.href.split('#')[0];
  }
  function keepFromReact(event) {
    var target = event.target;
    if (target && target.closest && (target.closest('[data-not-hydrated]') || leavesUnhydratedPage(target))) event.stopPropagation();
  }
  for (var k = 0; k < KEPT_FROM_REACT.length; k++) document.addEventListener(KEPT_FROM_REACT[k], keepFromReact, { capture: true, passive: true });
  // Once the page is parsed (this runs inline at the end of the head, before the body and #root
  // exist, so always before DOMContentLoaded) and its first frame is on the screen: the frame's
  // paint timing entry comes once it is presented. A task after requestAnimationFrame could run
  // while the frame was still being rastered (100-250 ms for the news list's images on a busy
  // 2-core machine), and the scripts' evaluation held the frame back. A hidden tab paints no
  // frames, and a browser without paint timing reports none: hence the timer as well.
  function afterPaint() {
    setTimeout(start, 1000);
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  }
  document.addEventListener('DOMContentLoaded', afterPaint);
})();
