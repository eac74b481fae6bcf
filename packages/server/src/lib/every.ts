// A pass run on a timer by worker processes (the webhook dispatcher, the notice mailer): one pass at a time, a
// failed pass reported and tried again at the next tick, the timer never keeping the process alive.

/** Runs `pass` every `intervalMs` until the returned function is called. */
export function runEvery(pass: () => Promise<unknown>, intervalMs: number, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pass()
      .catch(onError)
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
