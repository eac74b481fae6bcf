// XMLHttpRequest double for stories and unit tests only (`@lingua/core/test/xhr-double`, never part of core's
// public API): direct uploads to the object store are driven by the test (progress, completion, failure)
// instead of the network, and every posted form is recorded.
export class XhrDouble {
  static instances: XhrDouble[] = [];
  /** When set, every upload reports half its bytes and then completes with this status. */
  static completeWith: number | null = null;
  /** When set (stories), every upload reports this percentage and then never finishes. */
  static hangAtPercent: number | null = null;
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    XhrDouble.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    const status = XhrDouble.completeWith;
    if (status !== null) {
      setTimeout(() => {
        this.progress(50, 100);
        this.complete(status);
      }, 0);
    }
    const hang = XhrDouble.hangAtPercent;
    if (hang !== null) setTimeout(() => this.progress(hang, 100), 50);
  }
  abort() {
    this.onabort?.();
  }
  /** Reports `loaded` of `total` bytes uploaded. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** Finishes the upload with `status` (default 204). */
  complete(status = 204) {
    this.status = status;
    this.onload?.();
  }
  /** The posted object key. */
  get key(): string | null {
    return (this.body?.get('key') as string | null) ?? null;
  }
  static reset() {
    XhrDouble.instances = [];
    XhrDouble.completeWith = null;
    XhrDouble.hangAtPercent = null;
  }
}

/**
 * Replaces window.XMLHttpRequest with the double, every upload completing with `status` after reporting half
 * its bytes; returns the posted forms and a restore function.
 */
export function installXhrDouble(status = 204) {
  const original = window.XMLHttpRequest;
  XhrDouble.reset();
  XhrDouble.completeWith = status;
  window.XMLHttpRequest = XhrDouble as unknown as typeof XMLHttpRequest;
  return {
    get sent(): FormData[] {
      return XhrDouble.instances.flatMap((xhr) => (xhr.body ? [xhr.body] : []));
    },
    // Reset too: the double's uploads are shared by every later test file in the worker (vitest.config.ts).
    restore: () => {
      window.XMLHttpRequest = original;
      XhrDouble.reset();
    },
  };
}
