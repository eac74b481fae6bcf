// Principals kept for their ID token's life: verifying and reading the account was most of a light read's cost.
// A kept principal never outlives a change to its account (announced by db/change-triggers.ts, heard through
// db/changes.ts); a look-up begun before a change is not kept.
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

/** For writers that must take effect before they answer (disabling an account): the notification comes later. */
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

/** The cache is active only while listening. */
export function watchAccountChanges(database: Database, cache: PrincipalCache): Promise<ChangeWatch> {
  return watchChanges(database, ACCOUNT_CHANGES_CHANNEL, 'principal cache', {
    // An organisation's configuration (`client:<id>`) names no account, and no principal holds it.
    change: (payload) => (payload === EVERYTHING_CHANGED ? cache.forgetAll() : cache.forgetAccount(payload)),
    active: (active) => cache.reset(active),
  });
}
