// Inlined in every page's <head> (web/build-plugins.ts): runs before the page paints, while the app's
// script is still loading. A click, tap or key press on a control of the page is kept (its default
// prevented) and the control shows it was pressed; the app replays it once it is live
// (web/src/app/early-events.ts), so the first tap counts exactly once. Links are left alone: they
// work without the app. A browser that had a signed-in member is marked <html data-member>, so the
// top bar keeps SIGN IN hidden until the session is known.
(function () {
  var doc = document;
  try {
    if (localStorage.getItem('vibechart:session-hint') === '1') doc.documentElement.setAttribute('data-member', '');
  } catch {
    // storage unavailable: the top bar shows SIGN IN until the session is known
  }
  var queue = [];
  var CONTROL = 'button, input[type=submit], input[type=button], [role=button]';
  function press(el) {
    el.setAttribute('data-early-press', '');
    if (!el.hasAttribute('aria-busy')) {
      el.setAttribute('aria-busy', 'true');
      el.setAttribute('data-early-busy', '');
    }
  }
  function keep(event) {
    var target = event.target;
    var app = doc.getElementById('root');
    if (!(target instanceof Element) || !app || !app.contains(target)) return;
    var control = event.type === 'submit' ? target : target.closest(CONTROL);
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute('data-early-press')) return;
    queue.push({ type: event.type, target: control });
    press(control);
  }
  // The app's scripts wait in <template id="vc-app"> (web/build-plugins.ts) and are asked for once the
  // page has painted its content (first-contentful-paint), so they do not share the link with the
  // page's HTML, CSS and first images. A tab in the background, which paints nothing, and a page the
  // server sent without content ask at DOMContentLoaded; a browser without paint timing after its
  // first frame; and 3 s after DOMContentLoaded whatever happened.
  var started = false;
  function start() {
    var app = doc.getElementById('vc-app');
    if (started || !app) return;
    started = true;
    doc.head.appendChild(doc.importNode(app.content, true));
  }
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  doc.addEventListener('DOMContentLoaded', function () {
    var root = doc.getElementById('root');
    // Nothing to paint (the server sent the bare template): the app renders the page, so at once.
    if (doc.visibilityState === 'hidden' || !root || !root.firstElementChild) start();
    setTimeout(start, 3000);
  });
  doc.addEventListener('click', keep, true);
  doc.addEventListener('submit', keep, true);
  window.__vibechartEarlyEvents = {
    queue: queue,
    stop: function () {
      doc.removeEventListener('click', keep, true);
      doc.removeEventListener('submit', keep, true);
    },
  };
})();
