/*
 * BarterAid service worker. Keeps the app shell and every built page chunk on the device so
 * the app (and above all /emergency and /safety) opens without a connection. It never
 * touches /api or /ws: member data always comes from the server.
 */
const SHELL_CACHE = 'barteraid-shell-v2';
const ASSET_CACHE = 'barteraid-assets-v1';
/**
 * The plain page shell, which the app draws any page into. Not a page's own HTML: a public page comes
 * prerendered, and its text would show at every other address opened offline.
 */
const SHELL_URL = '/index.html';
const STATIC_FILES = [
  '/manifest.webmanifest',
  '/icons/icon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
];

/** The build writes precache.json: every hashed script and stylesheet of this release. */
async function builtFiles() {
  try {
    const response = await fetch('/precache.json', { cache: 'no-store' });
    return response.ok ? await response.json() : [];
  } catch {
    return [];
  }
}

async function cacheRelease() {
  const files = await builtFiles();
  const assets = await caches.open(ASSET_CACHE);
  await Promise.all(
    [...STATIC_FILES, ...files].map((url) => assets.add(url).catch(() => undefined)),
  );
  const shell = await caches.open(SHELL_CACHE);
  await shell.add(new Request(SHELL_URL, { cache: 'reload' }));
  // Drop chunks of older releases.
  const keep = new Set([...STATIC_FILES, ...files].map((url) => new URL(url, self.location.origin).href));
  if (files.length > 0) {
    for (const request of await assets.keys()) {
      if (!keep.has(request.url)) await assets.delete(request);
    }
  }
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheRelease().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => ![SHELL_CACHE, ASSET_CACHE].includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

let lastRelease = null;

/** A release is known by its main script's hashed name. */
const mainScriptOf = (html) => /<script[^>]+src="([^"]+)"/.exec(html)?.[1] ?? html;

/** Pages: the network first (fresh release), the saved shell when offline. */
async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && response.headers.get('content-type')?.includes('text/html')) {
      const html = await response.clone().text();
      // A prerendered page is that page only; the plain shell is kept for every address.
      if (!html.includes('data-prerendered=')) {
        const shell = await caches.open(SHELL_CACHE);
        await shell.put(SHELL_URL, response.clone());
      }
      // A new release (another main script; each page's shell also names its own chunks): fetch
      // its chunks now, so it also works offline.
      const release = mainScriptOf(html);
      if (lastRelease !== null && lastRelease !== release) cacheRelease();
      lastRelease = release;
    }
    return response;
  } catch {
    const cached = await caches.match(SHELL_URL);
    return cached ?? new Response('You are offline.', { status: 503, headers: { 'content-type': 'text/plain' } });
  }
}

/** Hashed assets never change: the saved copy first, else the network (and keep it). */
async function asset(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const assets = await caches.open(ASSET_CACHE);
    await assets.put(request, response.clone());
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname === '/api' || url.pathname.startsWith('/ws')) return;
  if (request.mode === 'navigate') return event.respondWith(navigation(request));
  if (url.pathname.startsWith('/assets/') || STATIC_FILES.includes(url.pathname)) return event.respondWith(asset(request));
});

/*
 * Notifications pushed by the server (web push): a notification the member has not read on the
 * site a minute after it rang the bell. The payload is { title, body, url, tag, lang }, already in
 * the member's language. One notification per tag: a push repeated after a crash replaces the
 * first instead of showing twice.
 */
const samePath = (value) => {
  const url = new URL(typeof value === 'string' ? value : '/', self.location.origin);
  // Only a page of this site: a push never opens anywhere else.
  return url.origin === self.location.origin ? url.pathname + url.search : '/';
};

self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'BarterAid';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      lang: typeof message.lang === 'string' ? message.lang : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: samePath(message.url), push: typeof message.push === 'string' ? message.push : null },
    }),
  );
});

/** A click opens the page the notification is about: a trade's conversation, a dispute, the team's message. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(samePath(event.notification.data?.url), self.location.origin).href;
  const push = event.notification.data?.push;
  event.waitUntil(
    (async () => {
      // Tells the site it was opened (the admin's view of the member's pushes); a failure changes nothing here.
      if (typeof push === 'string') {
        await fetch('/api/push/clicks', { method: 'POST', credentials: 'omit', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: push }) }).catch(() => null);
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if ('navigate' in focused) {
          const navigated = await focused.navigate(target).catch(() => null);
          if (navigated) return;
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
