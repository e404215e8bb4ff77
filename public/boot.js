/* global document, requestAnimationFrame, setTimeout */
// Starts a server-rendered page's scripts once the page has painted (src/server/plugins/ssr.ts).
// They are already downloading (<link rel="preload" data-boot> in the head, in order). Run straight
// after parsing, as `defer` would, their evaluation holds back the first paint of a page that is
// ready to show (most of all on a repeat visit, when they come from the cache at once).
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var links = document.querySelectorAll('link[rel="preload"][as="script"][data-boot]');
    for (var i = 0; i < links.length; i++) {
      var script = document.createElement('script');
      script.src = links[i].href;
      // Inserted scripts run in insertion order only when not async.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A tap on a control marked data-early-click (the phone menu's button) before the page is
  // hydrated would be lost: the server's button has no handler yet. It is remembered on <html>
  // (data-early-click="menu") and the app acts on it once hydrated (src/client/components/earlyClick.ts).
  function remember(event) {
    var root = document.documentElement;
    if (root.hasAttribute('data-hydrated')) {
      document.removeEventListener('click', remember, true);
      return;
    }
    var target = event.target;
    var control = target && target.closest ? target.closest('[data-early-click]') : null;
    if (control) root.setAttribute('data-early-click', control.getAttribute('data-early-click'));
  }
  document.addEventListener('click', remember, true);
  // After the next frame is painted; a hidden tab paints no frames, hence the timer as well.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
