import "@testing-library/jest-dom/vitest";
import { afterAll, afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { DEFAULT_LOCALE } from "../domain/constants";
import { setCurrentLocale } from "../i18n/locale";

// Vitest runs without globals, so Testing Library cannot register its automatic cleanup itself.
afterEach(() => cleanup());
// Full react-admin pages can take more than a second to settle on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// Test files share one window per worker (vitest.config.ts): each file starts as a fresh window would, at the first
// address, with empty storage and in the default language (a file that rendered in Arabic leaves its language set).
const START_ADDRESS = window.location.href;
afterAll(() => {
  setCurrentLocale(DEFAULT_LOCALE);
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", START_ADDRESS);
});
