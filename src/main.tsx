import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadSignedIn } from "./custom/preloadSignedIn";
import { resolveStartAddress } from "./custom/startAddress";
import { DEFAULT_LOCALE } from "./domain/constants";
import { loadCatalogue } from "./i18n";
import { getCurrentLocale } from "./i18n/locale";

const root = createRoot(document.getElementById("root")!);
preloadSignedIn(resolveStartAddress());
// react-admin needs the first language's messages synchronously: fetch the stored one (each language is a chunk
// of its own, preloaded by the page) before the first render; a failed fetch starts in English.
void loadCatalogue(getCurrentLocale())
  .catch(() => loadCatalogue(DEFAULT_LOCALE))
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
