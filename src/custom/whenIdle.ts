/** The longest a task waits for an idle moment on a busy page before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser is idle (after the page has been drawn and its own requests are done), or after
 * IDLE_TIMEOUT_MS at the latest. Returns a cancel function for an effect's cleanup.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1);
  return () => window.clearTimeout(handle);
}
