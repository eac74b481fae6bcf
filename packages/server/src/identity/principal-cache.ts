// Principals kept for the life of their ID token, so that a signed-in call does not verify the token's
// signature and read the account again on every request (most of the cost of a light read under load).
//
// A kept principal must never outlive a change to its account: every update or delete of an account row is
// announced on a notification channel by a trigger (db/change-triggers.ts), and each process forgets that
// account's principals when it hears it — whichever process, or operator, made the change (db/changes.ts, which
// also keeps nothing while this process cannot listen); emptying the table at once forgets them all. A look-up
// that started before a change is not kept after it.
// Bounded: the oldest entries go first when it is full.
import type { Database } from '../db/client.ts';
import { watchChanges, type ChangeWatch } from '../db/changes.ts';
import { ACCOUNT_CHANGES_CHANNEL, EVERYTHING_CHANGED } from '../db/change-triggers.ts';
import type { Principal } from './principal.ts';

/** Enough for every signed-in user of a large organisation at once, and small: a token and a principal each. */
export const PRINCIPAL_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  principal: Principal;
  /** Epoch ms at which the token expires. */
  expiresAt: number;
}

/** Every cache of this process, so that a change made here is applied before the writer's call returns. */
const live = new Set<PrincipalCache>();

/**
 * Forgets an account's principals in every cache of this process at once. The trigger's notification does the
 * same for every process a moment later; writers in this process that must take effect before they answer
 * (disabling an account) call this too, since the notification arrives on its own connection.
 */
export function forgetAccountHere(userId: string): void {
  for (const cache of live) cache.forgetAccount(userId);
}

export class PrincipalCache {
  readonly #max: number;
  /** Insertion order is age: Map iterates oldest first. Keyed by the whole token, never a part of it. */
  readonly #entries = new Map<string, Entry>();
  #generation = 0;
  #active = false;

  constructor(max = PRINCIPAL_CACHE_MAX_ENTRIES) {
    this.#max = max;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Counts every forgetting; a look-up that started under an older generation is not kept. */
  get generation(): number {
    return this.#generation;
  }

  /** The principal of a token seen before and not yet expired at `nowMs`. */
  get(token: string, nowMs: number): Principal | undefined {
    if (!this.#active) return undefined;
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (nowMs >= entry.expiresAt) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  /** Keeps a verified token's principal until `expiresAt`, unless an account changed since `generation`. */
  set(token: string, principal: Principal, expiresAt: number, generation: number): void {
    if (!this.#active || generation !== this.#generation || !Number.isFinite(expiresAt)) return;
    this.#entries.delete(token);
    this.#entries.set(token, { principal, expiresAt });
    while (this.#entries.size > this.#max) this.#entries.delete(this.#entries.keys().next().value!);
  }

  forgetAccount(userId: string): void {
    this.#generation++;
    for (const [token, entry] of this.#entries) if (entry.principal.userId === userId) this.#entries.delete(token);
  }

  /** Forgets every principal (every account changed at once); keeps on keeping. */
  forgetAll(): void {
    this.#generation++;
    this.#entries.clear();
  }

  /** Forgets everything; `active` false also stops keeping anything until set active again. */
  reset(active: boolean): void {
    this.forgetAll();
    this.#active = active;
    if (active) live.add(this);
    else live.delete(this);
  }
}

/**
 * Listens for account changes on `database` and applies them to `cache`; the cache is active only while
 * listening. Returns `synced` (resolves once every change committed before the call has been applied) and
 * `close`.
 */
export function watchAccountChanges(database: Database, cache: PrincipalCache): Promise<ChangeWatch> {
  return watchChanges(database, ACCOUNT_CHANGES_CHANNEL, 'principal cache', {
    // An organisation's configuration (`client:<id>`) names no account, and no principal holds it.
    change: (payload) => (payload === EVERYTHING_CHANGED ? cache.forgetAll() : cache.forgetAccount(payload)),
    active: (active) => cache.reset(active),
  });
}
