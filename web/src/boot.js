/* global document, window */
// Starts the app of a server-rendered page (web/build.mjs puts this classic script in the template):
// once the page has loaded, or at the visitor's first key press, tap or click if that comes sooner.
// The page is readable and its links work before; loading the app's script while the page loads
// would compete with the HTML, the CSS and the first thumbnails for a phone's network and CPU.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var inputs = ['pointerdown', 'keydown', 'touchstart'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    window.removeEventListener('load', start);
    inputs.forEach(function (type) {
      window.removeEventListener(type, start, true);
    });
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start);
    inputs.forEach(function (type) {
      window.addEventListener(type, start, { capture: true, passive: true });
    });
  }
})();
