import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeStorage, Storage } from "./storage.ts"

const throwing = new Proxy({} as globalThis.Storage, {
  get: () => {
    throw new DOMException("The operation is insecure.", "SecurityError")
  }
})

describe("Storage", () => {
  it("reads, writes, lists by prefix and removes", async () => {
    const program = Effect.gen(function* () {
      const storage = yield* Storage
      yield* storage.set("local", "mobile-number", "9876543210")
      yield* storage.set("session", "redeem_token_1", "a")
      yield* storage.set("session", "redeem_token_2", "b")
      yield* storage.set("session", "other", "c")
      const mobile = yield* storage.get("local", "mobile-number")
      const tokens = yield* storage.keys("session", "redeem_token_")
      yield* storage.remove("local", "mobile-number")
      return { mobile, tokens, after: yield* storage.get("local", "mobile-number") }
    })
    const result = await Effect.runPromise(program.pipe(Effect.provide(Storage.layerMemory)))
    expect(result).toEqual({ mobile: "9876543210", tokens: ["redeem_token_1", "redeem_token_2"], after: undefined })
  })

  it("never fails where storage is missing or refuses", async () => {
    for (const areas of [() => undefined, () => throwing]) {
      const storage = makeStorage(areas)
      await expect(Effect.runPromise(storage.get("local", "k"))).resolves.toBeUndefined()
      await expect(Effect.runPromise(storage.set("local", "k", "v"))).resolves.toBeUndefined()
      await expect(Effect.runPromise(storage.remove("session", "k"))).resolves.toBeUndefined()
      await expect(Effect.runPromise(storage.keys("session", "x"))).resolves.toEqual([])
    }
  })

  it("the live layer is safe outside a browser", async () => {
    const value = await Effect.runPromise(Storage.use((s) => s.get("local", "k")).pipe(Effect.provide(Storage.layer)))
    expect(value).toBeUndefined()
  })
})
