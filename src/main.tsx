import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { preloadSignedIn } from "./custom/preloadSignedIn";
import { resolveStartAddress } from "./custom/startAddress";
import { loadCatalogue } from "./i18n";
import { getCurrentLocale } from "./i18n/locale";

const root = createRoot(document.getElementById("root")!);
preloadSignedIn(resolveStartAddress());
// react-admin needs the first language's messages synchronously: fetch the stored one (Arabic is a chunk of its
// own) before the first render. English is at hand, so this waits for nothing; a failed fetch starts in English.
void loadCatalogue(getCurrentLocale())
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
