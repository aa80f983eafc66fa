// The app's starter, built into every page as a deferred script (prerender-route-shells.ts). On a
// first visit it asks for the app's code once the page's prerendered shell has painted, not
// beside the stylesheet: on a slow connection the shell needs only the HTML and the CSS, and the
// scripts shared the bandwidth with the CSS and held the first paint back. The first animation
// frame comes once the stylesheet is in, and the timeout after it once that frame has painted;
// a hidden tab gets no frames, so a second timer starts the code anyway. A page the service
// worker answers (an installed app, any visit after the first) has its code on the device, so
// it starts at once: waiting for the paint there only made the cook's lists come later (offline
// start 240 -> 340 ms) and put the code's evaluation after the first paint, where Lighthouse
// counts it as blocking. The script's tag names the entry (data-entry) and the chunks to fetch
// beside it (data-preloads, comma-separated). Should the code not arrive (the connection lost
// on a first visit), the shell stops being inert, so its links work as plain links, and the
// page says what happened.
(function () {
  var tag = document.currentScript;
  if (!tag) return;
  // A connection lost before the app's code has run is still news to the app (connection-notice).
  document.documentElement.dataset.onlineAtLoad = String(navigator.onLine);
  var entry = tag.dataset.entry;
  var preloads = tag.dataset.preloads ? tag.dataset.preloads.split(',') : [];
  var started = false;
  function add(name, attributes) {
    var element = document.createElement(name);
    element.crossOrigin = '';
    Object.assign(element, attributes);
    document.head.appendChild(element);
    return element;
  }
  function failed() {
    var shell = document.querySelector('#root > [inert]');
    if (shell) shell.removeAttribute('inert');
    var starting = document.getElementById('app-starting');
    if (starting) starting.remove();
    var note = document.createElement('p');
    note.setAttribute('role', 'alert');
    note.className = 'start-failed';
    note.textContent = "Mise couldn't load. Check your connection, then reload the page.";
    document.body.prepend(note);
  }
  function start() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      add('link', { rel: 'modulepreload', href: href });
    });
    add('script', { type: 'module', src: entry, onerror: failed });
  }
  if (navigator.serviceWorker && navigator.serviceWorker.controller) {
    start();
    return;
  }
  requestAnimationFrame(function () {
    setTimeout(start);
  });
  setTimeout(start, 1000);
})();
