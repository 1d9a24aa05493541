import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// Vitest runs without globals, so Testing Library cannot register its automatic cleanup itself.
afterEach(() => cleanup());
// Full react-admin pages can take more than a second to settle on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Test files share one window per worker (vitest.config.ts): each file starts as a fresh window would, at the first
// address and with empty storage.
const START_ADDRESS = window.location.href;
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", START_ADDRESS);
});
