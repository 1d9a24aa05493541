import type { Instance, Options, State, VirtualElement } from "@popperjs/core";
import { whenIdle } from "../custom/whenIdle";

// Stands in for @popperjs/core inside MUI (see scripts/stand-ins-plugin.ts): the positioning library of tooltips,
// autocomplete lists and poppers is fetched once the page is idle, or when the first of them opens before that,
// instead of with every page. A popper opened before it arrives stays hidden until it has its place (a few
// milliseconds from the browser's cache), then is placed and shown; everything after that is popper.js itself.

type PopperModule = typeof import("@popperjs/core/lib/popper.js");

let popperModule: PopperModule | undefined;
let loading: Promise<PopperModule> | undefined;

export function loadPopper(): Promise<PopperModule> {
  loading ??= import("@popperjs/core/lib/popper.js").then(
    (module) => (popperModule = module),
    (error: unknown) => {
      loading = undefined; // a failed fetch (offline) is tried again by the next popper that opens
      throw error;
    },
  );
  return loading;
}

if (typeof window !== "undefined") whenIdle(() => void loadPopper().catch(() => undefined));

type OptionsUpdate = Partial<Options> | ((current: Partial<Options>) => Partial<Options>);

export function createPopper(
  reference: Element | VirtualElement,
  popper: HTMLElement,
  options: Partial<Options> = {},
): Instance {
  if (popperModule) return popperModule.createPopper(reference, popper, options);

  let real: Instance | undefined;
  let destroyed = false;
  let current = options;
  const shownAs = popper.style.visibility;
  popper.style.visibility = "hidden";
  const ready = loadPopper().then((module) => {
    if (destroyed) return undefined;
    popper.style.visibility = shownAs;
    real = module.createPopper(reference, popper, current);
    return real;
  });

  const pending: Instance = {
    get state() {
      return real?.state ?? ({ elements: { reference, popper }, options: current } as unknown as State);
    },
    forceUpdate: () => real?.forceUpdate(),
    update: () => ready.then((instance) => instance?.update() ?? pending.state),
    setOptions: (update: OptionsUpdate) => {
      if (real) return real.setOptions(update);
      current = typeof update === "function" ? update(current) : { ...current, ...update };
      return ready.then(() => pending.state);
    },
    destroy: () => {
      destroyed = true;
      if (real) real.destroy();
      else popper.style.visibility = shownAs;
    },
  };
  return pending;
}
