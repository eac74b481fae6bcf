// The script client sites paste: <script src="https://<server>/widgets/lingua.js"></script>.
// It stays tiny: it knows the tags, watches the page for them, and on the first element of a tag imports
// that tag's chunk (which imports the one shared core chunk) and hands it the server's configuration.
// It cannot define placeholder elements: a tag can be defined only once, and the real element must own it.
import { chunkTable, resolveConfig } from './loader-core.ts';
import type { ServerConfig, WidgetModule } from './loader-core.ts';
import { failureAdvice, showFailure } from './loader-failure.ts';
import type { LoaderFailure } from '../texts/loader-texts.ts';

declare const __LINGUA_CHUNKS__: string;

(() => {
  const w = window as Window & { __linguaLoader?: boolean };
  // Pasted twice (or loaded by two bundles): one watcher per page is enough.
  if (w.__linguaLoader) return;
  w.__linguaLoader = true;

  const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[src*="/widgets/lingua.js"]');
  if (!script) return;
  const scriptUrl = new URL(script.src, location.href);
  const origin = scriptUrl.origin;
  const chunks = chunkTable(__LINGUA_CHUNKS__);
  const configUrl = `${origin}/portal-config.json`;

  // A CORS refusal and an unreachable server look alike to fetch (a TypeError); a no-cors request to the
  // same address tells them apart: it succeeds (opaque) whenever the server answers at all.
  const classify = (error: unknown): Promise<LoaderFailure> =>
    error instanceof TypeError
      ? fetch(configUrl, { mode: 'no-cors', credentials: 'omit' }).then(
          () => 'originNotRegistered',
          () => 'serverUnreachable',
        )
      : Promise.resolve('serverUnreachable');

  let config: Promise<ServerConfig> | undefined;
  const loadConfig = () =>
    (config ??= fetch(configUrl, { credentials: 'omit' })
      .then((r) => (r.ok ? (r.json() as Promise<ServerConfig>) : Promise.reject(new Error(`portal-config.json: ${r.status}`))))
      // A host with a strict CSP gives the loader a nonce; the elements' style elements carry the same one.
      .then((c) => ({ ...resolveConfig(c, origin), ...(script.nonce ? { styleNonce: script.nonce } : {}) })));

  const started = new Set<string>();
  // Tags that cannot load on this page: later elements of the tag show the same message.
  const failed = new Map<string, LoaderFailure>();
  const show = (tag: string, failure: LoaderFailure) => {
    for (const el of document.querySelectorAll(tag)) showFailure(el, failure);
  };
  const fail = (tag: string, failure: LoaderFailure, detail?: string) => {
    failed.set(tag, failure);
    console.error(failureAdvice(failure, tag, origin, location.origin, detail));
    show(tag, failure);
  };
  const load = (tag: string) => {
    const failure = failed.get(tag);
    if (failure) return show(tag, failure);
    if (started.has(tag)) return;
    started.add(tag);
    // Only the table's own tags are scanned for (below), so every tag here has its chunk.
    const url = new URL(chunks[tag]!, scriptUrl).href;
    loadConfig().then(
      (c) =>
        (import(/* @vite-ignore */ url) as Promise<WidgetModule>)
          .then((mod) => {
            mod.register(c);
          })
          .catch((error: unknown) => fail(tag, 'chunkFailed', `${url}: ${error}`)),
      (error: unknown) => classify(error).then((f) => fail(tag, f, `${error}`)),
    );
  };

  const tags = Object.keys(chunks);
  const scan = (root: ParentNode | Element) => {
    for (const tag of tags) {
      if ((root as Element).matches?.(tag) || root.querySelector(tag)) load(tag);
    }
  };
  const start = () => {
    scan(document);
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) scan(node);
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
})();
