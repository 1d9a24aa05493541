import "@testing-library/jest-dom/vitest";
import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";

// Vitest runs without globals, so Testing Library cannot register its automatic cleanup itself.
afterEach(() => cleanup());
// Full react-admin pages can take more than a second to settle on a busy machine.
configure({ asyncUtilTimeout: 5000 });
