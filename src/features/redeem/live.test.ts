import { Effect, Exit, Schema } from "effect"
import { afterEach, describe, expect, it, vi } from "vitest"
import { InvalidToken, NothingToWithdraw } from "../../../domain/api.ts"
import { redeemTokenKey, redeemTokenPrefix } from "../../../domain/redeem-token.ts"
import { Api } from "../../services/api.ts"
import { Storage } from "../../services/storage.ts"
import { fetchRewardsEffect, findRedeemTokenEffect, saveRedeemTokenEffect, withdrawEffect } from "./live.ts"

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })
const encoded = (schema: Schema.Top, value: unknown) =>
  Schema.encodeUnknownSync(Schema.toCodecJson(schema) as any)(value)

const apiAnswering = (answer: (url: string, init: RequestInit) => Response) => {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const layer = Api.layerWith({
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init })
      return answer(String(url), init)
    }) as typeof fetch
  })
  return { calls, layer }
}

const failureOf = <A, E>(exit: Exit.Exit<A, E>): unknown => {
  if (Exit.isSuccess(exit)) throw new Error("expected a failure")
  const reason = exit.cause.reasons.find((r) => r._tag === "Fail")
  return reason && "error" in reason ? reason.error : undefined
}

afterEach(() => vi.restoreAllMocks())

describe("the redeem token record in session storage", () => {
  it("is saved under redeem_token_<id> and found by that id", async () => {
    const program = Effect.gen(function* () {
      const id = yield* saveRedeemTokenEffect({ mobileNumber: "9876543210", token: "signed" })
      const keys = yield* Storage.use((s) => s.keys("session", redeemTokenPrefix))
      const found = yield* findRedeemTokenEffect({ id })
      return { id, keys, found }
    })
    const { id, keys, found } = await Effect.runPromise(program.pipe(Effect.provide(Storage.layerMemory)))
    expect(keys).toEqual([redeemTokenKey(id)])
    expect(found).toEqual({ mobileNumber: "9876543210", token: "signed" })
  })

  it("unreadable data gives nothing and is logged without its content", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    const program = Effect.gen(function* () {
      yield* Storage.use((s) => s.set("session", redeemTokenKey("abc12345-1"), '{"mobileNumber":"9876543210"'))
      return yield* Effect.exit(findRedeemTokenEffect({ id: "abc12345-1" }))
    })
    const exit = await Effect.runPromise(program.pipe(Effect.provide(Storage.layerMemory)))
    expect(failureOf(exit)).toEqual({ _tag: "Corrupt" })
    expect(warn).toHaveBeenCalledWith("Corrupt redeem token data: nothing returned")
    expect(JSON.stringify(warn.mock.calls)).not.toContain("9876543210")
  })

  it("an unknown id is missing", async () => {
    const exit = await Effect.runPromise(
      Effect.exit(findRedeemTokenEffect({ id: "zzzzzzzz-1" })).pipe(Effect.provide(Storage.layerMemory))
    )
    expect(failureOf(exit)).toEqual({ _tag: "Missing" })
  })
})

describe("the rewards calls", () => {
  it("send the redeem token and fail with the server's refusals as they are", async () => {
    const { calls, layer } = apiAnswering(() =>
      json(401, encoded(InvalidToken, new InvalidToken({ success: false, message: "no" })))
    )
    const exit = await Effect.runPromise(
      Effect.exit(fetchRewardsEffect({ mobile: "9876543210", token: "t.s" })).pipe(Effect.provide(layer))
    )
    expect(failureOf(exit)).toMatchObject({ _tag: "InvalidToken" })
    expect(calls[0]?.url).toBe("/api/reward-enquiries/9876543210")
    expect(new Headers(calls[0]?.init.headers).get("authorization")).toBe("Bearer t.s")
  })

  it("a withdrawal answers the server's message; nothing left to withdraw carries its message", async () => {
    let answer = json(200, { success: true, message: "Withdrawal request submitted successfully!" })
    const { calls, layer } = apiAnswering(() => answer)
    const input = { enquiryIds: ["e1"], referralPhone: "9876543210", token: "t.s" }
    expect(await Effect.runPromise(withdrawEffect(input).pipe(Effect.provide(layer)))).toEqual({
      message: "Withdrawal request submitted successfully!"
    })
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ enquiryIds: ["e1"], referralPhone: "9876543210" })
    answer = json(409, encoded(NothingToWithdraw, new NothingToWithdraw({ success: false, message: "Nothing left." })))
    expect(
      failureOf(await Effect.runPromise(Effect.exit(withdrawEffect(input)).pipe(Effect.provide(layer))))
    ).toMatchObject({
      _tag: "NothingToWithdraw",
      message: "Nothing left."
    })
    answer = json(200, { success: false, message: "no" })
    expect(
      failureOf(await Effect.runPromise(Effect.exit(withdrawEffect(input)).pipe(Effect.provide(layer))))
    ).toMatchObject({
      _tag: "ServerError"
    })
  })

  it("no answer is a network failure", async () => {
    const layer = Api.layerWith({
      fetch: (async () => {
        throw new TypeError("Failed to fetch")
      }) as typeof fetch
    })
    const exit = await Effect.runPromise(
      Effect.exit(fetchRewardsEffect({ mobile: "9876543210", token: "t.s" })).pipe(Effect.provide(layer))
    )
    expect(failureOf(exit)).toMatchObject({ _tag: "NetworkError" })
  })
})
