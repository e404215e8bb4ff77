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
  // After the next frame is painted; a hidden tab paints no frames, hence the timer as well.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 250);
})();
