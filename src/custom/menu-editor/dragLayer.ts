import {
  createContext,
  useContext,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from "react";

// The menu editor's drag and drop without dnd-kit on the first load. The editor draws its blocks (category cards,
// item rows) and drop areas as plain elements and registers them here; dnd-kit comes in once the page is idle
// (dragKit.tsx) and binds each registered block from a layer of its own, through the elements: it measures them,
// moves them with inline transforms and listens on their handles. Nothing the editor drew is drawn again when it
// arrives (a field being typed in keeps its text and focus), and a drag redraws no row, only the layer.

/** A drag handle's activators as dnd-kit gives them, called from the handle's own React events. */
export interface DragListeners {
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
}

/** A minimal observable: the layer and the lists subscribe, the editor's blocks notify. */
class Observed {
  private readonly subscribers = new Set<() => void>();
  subscribe = (subscriber: () => void) => {
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  };
  protected notify() {
    for (const subscriber of this.subscribers) subscriber();
  }
}

let serial = 0;

/** One sortable block: its element, its handle's element (which its content may draw again), its activators. */
export class SortableSlot extends Observed {
  /** Unique per registration: a block registered again (another id, now disabled) is bound anew. */
  readonly key = ++serial;
  handle: HTMLElement | null = null;
  /** Written by the layer once dnd-kit binds the block; read by the handle's events. */
  listeners: DragListeners | undefined;
  constructor(
    readonly id: string,
    readonly list: string,
    readonly disabled: boolean,
    readonly block: HTMLElement,
  ) {
    super();
  }
  setHandle(handle: HTMLElement | null) {
    if (handle === this.handle) return;
    this.handle = handle;
    this.notify();
  }
  getHandle = () => this.handle;
}

/** A place where items can be dropped (a category's item list, even an empty one). */
export class DropSlot {
  readonly key = ++serial;
  constructor(
    readonly id: string,
    readonly element: HTMLElement,
    /** The outline drawn while something is over it. */
    readonly outlineColor: string,
  ) {}
}

/** What the editor has drawn that can be dragged or dropped on, and which block is being dragged. */
export class DragRegistry extends Observed {
  private version = 0;
  private readonly sortables = new Map<number, SortableSlot>();
  private readonly lists = new Map<string, readonly string[]>();
  private readonly drops = new Map<number, DropSlot>();
  private activeId: string | null = null;
  private readonly activeListeners = new Set<() => void>();

  private announcing = false;
  getVersion = () => this.version;
  /**
   * Tells the layer after the current commit, in a task of its own: the blocks register in layout effects, and a
   * redraw of the layer forced from there made React run the page's passive effects (every row's picture loading)
   * in the same task, before the browser could paint the tab just opened.
   */
  private changed() {
    this.version++;
    if (this.announcing) return;
    this.announcing = true;
    queueMicrotask(() => {
      this.announcing = false;
      this.notify();
    });
  }

  /** Registers a block; returns its removal. */
  addSortable = (slot: SortableSlot) => this.add(this.sortables, slot);
  addDrop = (slot: DropSlot) => this.add(this.drops, slot);
  private add<S extends { key: number }>(slots: Map<number, S>, slot: S) {
    slots.set(slot.key, slot);
    this.changed();
    return () => {
      slots.delete(slot.key);
      this.changed();
    };
  }
  /** A list's whole order, the blocks not drawn (a virtualized list's) included. */
  setList(list: string, ids: readonly string[]) {
    this.lists.set(list, ids);
    this.changed();
    return () => {
      if (this.lists.get(list) !== ids) return;
      this.lists.delete(list);
      this.changed();
    };
  }

  listEntries = () => [...this.lists];
  sortablesIn = (list: string) => [...this.sortables.values()].filter((slot) => slot.list === list);
  dropSlots = () => [...this.drops.values()];

  getActiveId = () => this.activeId;
  subscribeActive = (listener: () => void) => {
    this.activeListeners.add(listener);
    return () => void this.activeListeners.delete(listener);
  };
  setActiveId(id: string | null) {
    if (id === this.activeId) return;
    this.activeId = id;
    for (const listener of this.activeListeners) listener();
  }
}

export const DragRegistryContext = createContext<DragRegistry | null>(null);

/** The editor's registry; none outside the editor (a block drawn there is simply not draggable). */
export const useDragRegistry = () => useContext(DragRegistryContext);

const noActive = () => null;
const noSubscription = () => () => undefined;

/** The id of the block being dragged, if any (a virtualized list keeps its row mounted). */
export function useActiveDragId(): string | null {
  const registry = useDragRegistry();
  return useSyncExternalStore(registry?.subscribeActive ?? noSubscription, registry?.getActiveId ?? noActive);
}
