/**
 * The `Storage` service: localStorage (the verified mobile number) and sessionStorage (redeem tokens). It never
 * fails: where storage is unavailable (private mode, disabled, outside a browser) reads give undefined and writes
 * do nothing.
 */
import { Context, Effect, Layer } from "effect"

export type StorageArea = "local" | "session"

export interface StorageShape {
  readonly get: (area: StorageArea, key: string) => Effect.Effect<string | undefined>
  readonly set: (area: StorageArea, key: string, value: string) => Effect.Effect<void>
  readonly remove: (area: StorageArea, key: string) => Effect.Effect<void>
  /** The keys of an area that start with `prefix` (e.g. 'redeem_token_'). */
  readonly keys: (area: StorageArea, prefix?: string) => Effect.Effect<ReadonlyArray<string>>
}

const webStorage = (area: StorageArea): globalThis.Storage | undefined => {
  try {
    if (typeof window === "undefined") return undefined
    return area === "local" ? window.localStorage : window.sessionStorage
  } catch {
    return undefined
  }
}

const attempt = <A>(fallback: A, f: () => A): Effect.Effect<A> =>
  Effect.sync(() => {
    try {
      return f()
    } catch {
      return fallback
    }
  })

/** A Storage over any two Web Storage objects (or none). */
export const makeStorage = (areas: (area: StorageArea) => globalThis.Storage | undefined): StorageShape => ({
  get: (area, key) => attempt(undefined, () => areas(area)?.getItem(key) ?? undefined),
  set: (area, key, value) => attempt(undefined, () => areas(area)?.setItem(key, value)),
  remove: (area, key) => attempt(undefined, () => areas(area)?.removeItem(key)),
  keys: (area, prefix = "") =>
    attempt([] as ReadonlyArray<string>, () => {
      const storage = areas(area)
      if (!storage) return []
      const found: Array<string> = []
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key?.startsWith(prefix)) found.push(key)
      }
      return found
    })
})

export class Storage extends Context.Service<Storage, StorageShape>()("loans/browser/Storage") {
  static readonly layer = Layer.sync(Storage, () => makeStorage(webStorage))
  /** In memory, for tests. */
  static readonly layerMemory = Layer.sync(Storage, () => {
    const memory = { local: new Map<string, string>(), session: new Map<string, string>() }
    const asStorage = (map: Map<string, string>): globalThis.Storage => ({
      get length() {
        return map.size
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => Array.from(map.keys())[index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, String(value))
    })
    const local = asStorage(memory.local)
    const session = asStorage(memory.session)
    return makeStorage((area) => (area === "local" ? local : session))
  })
}
