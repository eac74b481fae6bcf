// HTTP helpers for the operations suites: a probe (status, JSON body, headers, time taken) over a new connection
// each time, as a load balancer's health check does, and a steady stream of probes at a given rate.
import http from 'node:http';

export interface ProbeAnswer {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
  ms: number;
}

/** One GET on a new connection; status 0 with `error` when no answer came (refused, reset, timeout). */
export function probe(baseUrl: string, path: string, timeoutMs = 5_000): Promise<ProbeAnswer & { error?: string }> {
  const began = performance.now();
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}${path}`, { agent: false, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: kept as text.
        }
        resolve({ status: res.statusCode ?? 0, body, headers: res.headers, ms: performance.now() - began });
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, body: undefined, headers: {}, ms: performance.now() - began, error: err.code ?? err.message }));
  });
}

/** `perSecond` probes of `path` a second for `seconds`, evenly spaced; resolves with every answer. */
export async function probeAtRate(baseUrl: string, path: string, perSecond: number, seconds: number): Promise<ProbeAnswer[]> {
  const pending: Array<Promise<ProbeAnswer>> = [];
  const began = performance.now();
  for (let i = 0; i < perSecond * seconds; i++) {
    const due = began + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(probe(baseUrl, path));
  }
  return Promise.all(pending);
}

/**
 * A multipart upload through a presigned POST that sends `firstBytes` of its `totalBytes` file as fast as the
 * server takes them, then waits for `resume()` (which may never come: a stalled client). `firstSent` resolves
 * once the first part is written; `done` with "status N" or "error CODE".
 */
export function pausedUpload(
  post: { url: string; fields: Record<string, string> },
  fileName: string,
  totalBytes: number,
  firstBytes: number,
): { firstSent: Promise<void>; resume(): void; done: Promise<string> } {
  const boundary = `----lingua-ops-${Date.now()}`;
  const head = Object.entries(post.fields)
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + Buffer.byteLength(fileHead) + totalBytes + Buffer.byteLength(tail);
  const req = http.request(post.url, { method: 'POST', agent: false, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(length) } });
  const done = new Promise<string>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      resolve(`status ${res.statusCode}`);
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve(`error ${err.code ?? err.message}`));
  });
  const chunk = Buffer.alloc(1024 * 1024, 'l');
  let sent = 0;
  const sendUpTo = async (limit: number) => {
    while (sent < limit && !req.destroyed) {
      const n = Math.min(chunk.length, limit - sent);
      sent += n;
      if (!req.write(chunk.subarray(0, n))) await new Promise((r) => req.once('drain', r));
    }
  };
  req.write(head + fileHead);
  const firstSent = sendUpTo(firstBytes);
  let resumed = false;
  return {
    firstSent,
    resume: () => {
      if (resumed) return;
      resumed = true;
      void firstSent.then(() => sendUpTo(totalBytes)).then(() => req.end(tail));
    },
    done,
  };
}

/** Resolves with the process's exit code (or signal name) and when it came. */
export function exitOf(child: import('node:child_process').ChildProcess): Promise<{ code: number | string; at: number }> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode ?? child.signalCode!, at: performance.now() });
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code: code ?? signal ?? 'unknown', at: performance.now() })));
}
