import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { ACCESS_CACHE_ENTRIES, ACCESS_CACHE_MS } from "../../src/domain/constants";
import type { WriteEpoch } from "../db/write-epoch";
import { openRedisTopic } from "./redis-topic";
import type { TokenAndAccess } from "./tenancy";

interface Entry {
  read: TokenAndAccess;
  epoch: number;
  at: number;
}

/**
 * What a bearer token's read found (its row and its user's access), kept between requests while nothing was written.
 *
 * Every request of a signed-in user needs it, and on PostgreSQL it is a round trip of its own beside the page the
 * request asks for. An entry counts only while the database's write epoch (db/write-epoch.ts) is the one noted
 * before it was read: any statement of this process other than a select, and any commit, ends every entry, so a
 * revoked token or a changed permission counts from the next request. Other instances learn of writes through
 * Redis (shareWrites); ACCESS_CACHE_MS bounds what nobody reported (another program writing to the database).
 * While this instance cannot hear those announcements (Redis down), nothing is kept: every request reads.
 * Unknown tokens are never kept, so guessing cannot fill the cache.
 */
export class TokenAccessCache {
  readonly #entries = new Map<string, Entry>();
  #trusted: () => boolean = () => true;

  constructor(
    private readonly epoch: WriteEpoch,
    private readonly ttlMs = ACCESS_CACHE_MS,
    private readonly maxEntries = ACCESS_CACHE_ENTRIES,
  ) {}

  /** Kept reads count only while `check` holds (e.g. while this instance hears the others' writes). */
  trustOnlyWhile(check: () => boolean): void {
    this.#trusted = check;
  }

  async read(tokenHash: string, load: () => Promise<TokenAndAccess>): Promise<TokenAndAccess> {
    if (!this.#trusted()) {
      this.#entries.clear();
      return load();
    }
    const kept = this.#entries.get(tokenHash);
    if (kept && kept.epoch === this.epoch.value && Date.now() - kept.at < this.ttlMs) return kept.read;
    if (kept) this.#entries.delete(tokenHash);
    const epoch = this.epoch.value;
    const read = await load();
    // A write while it was read may or may not be in it: then it serves this request only.
    if (read.token && this.epoch.value === epoch)
      this.#keep(tokenHash, { read: deepFreeze(read), epoch, at: Date.now() });
    return read;
  }

  /** The token's last-used time was written (a write that leaves the epoch alone): the entry follows it. */
  touched(tokenHash: string, lastUsedAt: string): void {
    const kept = this.#entries.get(tokenHash);
    if (!kept?.read.token) return;
    const read = { ...kept.read, token: Object.freeze({ ...kept.read.token, lastUsedAt }) };
    this.#entries.set(tokenHash, { ...kept, read });
  }

  #keep(tokenHash: string, entry: Entry) {
    this.#entries.set(tokenHash, entry);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.#entries.size > this.maxEntries)
      this.#entries.delete(this.#entries.keys().next().value as string);
  }
}

/** Entries are shared by concurrent requests: nothing may change them. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The Redis channel on which a deployment's instances announce their writes. */
export const writesTopic = (namespace: string) => `menu-dashboard:writes:${namespace}`;

/**
 * Several instances (README "Several instances"): each announces on Redis that it wrote, at most once per turn of its
 * event loop, and moves its epoch when another one did. The namespace is the deployment's (db/deployment.ts), so
 * deployments sharing a Redis server do not end each other's entries.
 *
 * While Redis is down an instance neither hears nor sends announcements: its sign-ins are read from the database on
 * every request (app.signIns), so a token revoked on another instance is refused from the next request. When Redis
 * is back, what was kept before the outage is dropped and the others are told to do the same.
 */
export async function shareWrites(app: FastifyInstance, epoch: WriteEpoch, url: string, namespace: string) {
  const instance = randomUUID();
  let announce = () => {};
  const topic = await openRedisTopic(
    url,
    writesTopic(namespace),
    (sender) => {
      if (sender !== instance) epoch.moveForRemoteWrite();
    },
    app.log,
    {
      what: "Write announcements",
      fallback: "signed-in sessions are read from the database on every request",
      onBack: () => {
        epoch.moveForRemoteWrite();
        announce();
      },
    },
  );
  app.signIns.trustOnlyWhile(() => topic.listening);
  // A lost announcement is reported once, by the topic, when Redis goes.
  announce = () => void topic.publish(instance);
  let pending = false;
  const stop = epoch.onBump(() => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      announce();
    });
  });
  app.addHook("onClose", async () => {
    stop();
    await topic.close();
  });
}
