/**
 * The redeem token record (spec sections 3 and 9): after the mobile is verified, the browser keeps the server's signed
 * redeem token in session storage under `redeem_token_<id>` with the mobile number, when it was stored and when it
 * expires (15 minutes). The rewards page's address carries only the record's id (`/redeem/rewards?token=<id>`), so
 * the signed token never appears in an address, the history or a Referer.
 *
 * Lookup gives the mobile and the signed token only for a record that exists and has not expired; an expired record
 * is removed and treated as absent; unparseable data gives nothing (the caller logs it, spec section 8). A cleanup
 * removes every expired or unreadable record. Pure functions over a small synchronous key-value store: the browser
 * loads the `redeem_token_` keys from session storage into `memoryStore`, runs these, and writes back its changes.
 */

export const redeemTokenPrefix = "redeem_token_"
export const redeemTokenLifetimeMs = 15 * 60 * 1000

export interface RedeemTokenRecord {
  readonly mobileNumber: string
  /** The server's signed redeem token for that mobile. */
  readonly token: string
  /** When it was stored (ms since the epoch). */
  readonly timestamp: number
  /** When it stops being valid (ms since the epoch). */
  readonly expiresAt: number
}

/** The few operations the record needs from a storage area. */
export interface KeyValueStore {
  get(key: string): string | undefined
  set(key: string, value: string): void
  remove(key: string): void
  keys(prefix: string): ReadonlyArray<string>
}

export type RedeemTokenLookup =
  | { readonly _tag: "Found"; readonly mobileNumber: string; readonly token: string; readonly expiresAt: number }
  | { readonly _tag: "Missing" }
  | { readonly _tag: "Expired" }
  /** The stored text is not a record (spec section 8: logged, nothing returned). */
  | { readonly _tag: "Corrupt" }

/** Ids are letters, digits and hyphens: a timestamp part and random parts. Anything else is not looked up. */
const idPattern = /^[a-z0-9-]{8,64}$/u

export const redeemTokenKey = (id: string): string => `${redeemTokenPrefix}${id}`

/**
 * A new record id: the time in base 36 plus two random parts, e.g. `lz3k9q1c-4f9a2b7c-9d0e1f2a`.
 * `randomHex` gives hex digits from a cryptographic source (the browser passes crypto.getRandomValues).
 */
export const newRedeemTokenId = (now: number, randomHex: () => string): string =>
  `${Math.floor(now).toString(36)}-${randomHex().slice(0, 8)}-${randomHex().slice(0, 8)}`

/** The record as stored text, or undefined when the text is not one. */
export const parseRedeemTokenRecord = (text: string): RedeemTokenRecord | undefined => {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== "object" || value === null) return undefined
  const r = value as Record<string, unknown>
  return typeof r.mobileNumber === "string" &&
    /^\d{10}$/u.test(r.mobileNumber) &&
    typeof r.token === "string" &&
    r.token !== "" &&
    typeof r.timestamp === "number" &&
    Number.isFinite(r.timestamp) &&
    typeof r.expiresAt === "number" &&
    Number.isFinite(r.expiresAt)
    ? { mobileNumber: r.mobileNumber, token: r.token, timestamp: r.timestamp, expiresAt: r.expiresAt }
    : undefined
}

export const isExpired = (record: RedeemTokenRecord, now: number): boolean => record.expiresAt <= now

/** Stores a verified mobile's token under a new id and answers the id. Expired records are cleaned up first. */
export const saveRedeemToken = (
  store: KeyValueStore,
  entry: { readonly mobileNumber: string; readonly token: string },
  options: { readonly now: number; readonly id: string; readonly lifetimeMs?: number }
): string => {
  cleanupRedeemTokens(store, options.now)
  const record: RedeemTokenRecord = {
    mobileNumber: entry.mobileNumber,
    token: entry.token,
    timestamp: options.now,
    expiresAt: options.now + (options.lifetimeMs ?? redeemTokenLifetimeMs)
  }
  store.set(redeemTokenKey(options.id), JSON.stringify(record))
  return options.id
}

/** The record of an id: found only when it exists and is unexpired; an expired one is removed. */
export const findRedeemToken = (
  store: KeyValueStore,
  id: string | null | undefined,
  now: number
): RedeemTokenLookup => {
  if (!id || !idPattern.test(id)) return { _tag: "Missing" }
  const key = redeemTokenKey(id)
  const text = store.get(key)
  if (text === undefined) return { _tag: "Missing" }
  const record = parseRedeemTokenRecord(text)
  if (!record) return { _tag: "Corrupt" }
  if (isExpired(record, now)) {
    store.remove(key)
    return { _tag: "Expired" }
  }
  return { _tag: "Found", mobileNumber: record.mobileNumber, token: record.token, expiresAt: record.expiresAt }
}

/** Removes every expired or unreadable record; answers how many it removed. */
export const cleanupRedeemTokens = (store: KeyValueStore, now: number): number => {
  let removed = 0
  for (const key of store.keys(redeemTokenPrefix)) {
    const text = store.get(key)
    const record = text === undefined ? undefined : parseRedeemTokenRecord(text)
    if (!record || isExpired(record, now)) {
      store.remove(key)
      removed++
    }
  }
  return removed
}

/** What a run of the functions above changed: keys set (with their value) and keys removed. */
export interface StoreChanges {
  readonly set: ReadonlyMap<string, string>
  readonly removed: ReadonlySet<string>
}

/** An in-memory store over some entries that records its changes, to be written back to the real storage. */
export const memoryStore = (
  entries: Iterable<readonly [string, string]> = []
): KeyValueStore & { changes(): StoreChanges } => {
  const data = new Map(entries)
  const set = new Map<string, string>()
  const removed = new Set<string>()
  return {
    get: (key) => data.get(key),
    set: (key, value) => {
      data.set(key, value)
      set.set(key, value)
      removed.delete(key)
    },
    remove: (key) => {
      data.delete(key)
      set.delete(key)
      removed.add(key)
    },
    keys: (prefix) => [...data.keys()].filter((k) => k.startsWith(prefix)),
    changes: () => ({ set: new Map(set), removed: new Set(removed) })
  }
}
