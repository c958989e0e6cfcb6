/* Deskovna's service worker: keeps every file of one version of the site, so that after one
 * visit everything works with no network. Each deploy is a new version (a new cache, filled
 * completely before it takes over), so a page never mixes new JS with old wasm. The page asks
 * the waiting version to take over when the player agrees to reload. Written by the build. */
'use strict';
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `deskovna-${VERSION}`;

self.addEventListener('install', event => {
  event.waitUntil(caches.open(CACHE).then(cache => cache.addAll(FILES.map(f => new Request(f, { cache: 'reload' })))));
});

self.addEventListener('activate', event => {
  event.waitUntil(
    caches.keys()
      .then(keys => Promise.all(keys.filter(k => k.startsWith('deskovna-') && k !== CACHE).map(k => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', event => {
  if (event.data === 'deskovna:skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async cache => {
      const hit = await cache.match(request, { ignoreSearch: true });
      if (hit) return hit;
      if (request.mode === 'navigate') {
        const page = await cache.match(new URL('./', self.registration.scope).href);
        if (page) return page;
      }
      return fetch(request);
    }),
  );
});
