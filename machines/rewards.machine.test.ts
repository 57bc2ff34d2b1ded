import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { invalidToken, networkError, nothingToWithdraw, serverError } from "../domain/failures.fixtures.ts"
import type { RewardSummary } from "../domain/rewards.ts"
import {
  type FetchRewardsInput,
  type RewardsEmitted,
  type RewardsSession,
  rewardsMachine,
  type WithdrawInput
} from "./rewards.machine.ts"

/** The spec's words (sections 2, 5 and 8), written out: the oracle, never imported from domain/. */
const spec = {
  rewardBadToken: "Token has expired or is invalid. Please start over.",
  rewardFetchFailed: "Failed to Fetch Reward Data. Please try again.",
  rewardWithdrawn: "Withdrawal request submitted successfully!"
} as const

const withPoints: RewardSummary = {
  totalEarnings: 1500,
  withdrawableBalance: 1000,
  availableForWithdrawal: [{ _id: "e1" }, { _id: "e2" }],
  referralName: "Ravi Kumar",
  loanEnquiries: [
    {
      _id: "e1",
      customerName: "Asha Rao",
      applicationId: "K7QMX-3P9TD",
      withdrawalAmount: 500,
      createdAt: "2026-11-20T10:00:00Z",
      isWithdrawalDisbursed: false
    },
    {
      _id: "e2",
      customerName: "Meera Iyer",
      applicationId: "P2QRS-4TUVW",
      withdrawalAmount: 500,
      createdAt: "2026-11-21T10:00:00Z",
      isWithdrawalDisbursed: false
    },
    {
      _id: "e0",
      customerName: "Dev Shah",
      applicationId: "A2BCD-3EFGH",
      withdrawalAmount: 500,
      createdAt: "2026-10-01T10:00:00Z",
      isWithdrawalDisbursed: true
    }
  ],
  // Referrals without a reward: listed, never withdrawn.
  unrewardedReferrals: [{ customerName: "Nisha Patel", applicationId: "Q3RST-5UVWX", applicationStatus: "Login" }]
}
const withdrawn: RewardSummary = { ...withPoints, withdrawableBalance: 0, availableForWithdrawal: [] }

const session: RewardsSession = { mobileNumber: "9876543210", token: "signed" }

const start = (
  options: {
    tokenId?: string | null
    find?: () => Promise<RewardsSession>
    fetch?: (input: FetchRewardsInput, call: number) => Promise<RewardSummary>
    withdraw?: (input: WithdrawInput) => Promise<{ message: string }>
  } = {}
) => {
  const fetched: Array<FetchRewardsInput> = []
  const withdrawals: Array<WithdrawInput> = []
  const toasts: Array<RewardsEmitted> = []
  const found: Array<string> = []
  const actor = createActor(
    rewardsMachine.provide({
      actors: {
        findToken: fromPromise(async ({ input }: { input: { id: string } }) => {
          found.push(input.id)
          return (options.find ?? (async () => session))()
        }),
        fetchRewards: fromPromise(async ({ input }: { input: FetchRewardsInput }) => {
          fetched.push(input)
          return (options.fetch ?? (async (_, call) => (call === 1 ? withPoints : withdrawn)))(input, fetched.length)
        }),
        withdraw: fromPromise(async ({ input }: { input: WithdrawInput }) => {
          withdrawals.push(input)
          return (options.withdraw ?? (async () => ({ message: "Withdrawal request submitted successfully!" })))(input)
        })
      }
    }),
    { input: { tokenId: options.tokenId === undefined ? "lz3k9q1c-4f9a2b7c-9d0e1f2a" : options.tokenId } }
  )
  actor.on("toast", (e) => toasts.push(e))
  actor.start()
  return { actor, fetched, withdrawals, toasts, found }
}

describe("rewards machine", () => {
  it("no token in the address: 'Invalid or missing token. Please try again.'", () => {
    for (const tokenId of [null, "", "  "]) {
      const { actor } = start({ tokenId })
      expect(actor.getSnapshot().value).toBe("failed")
      expect(actor.getSnapshot().context.error).toBe("Invalid or missing token. Please try again.")
    }
  })

  it("an unknown, expired or unreadable record: 'Token has expired or is invalid. Please start over.'", async () => {
    const { actor, fetched } = start({
      find: async () => {
        throw { _tag: "Expired" }
      }
    })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe("Token has expired or is invalid. Please start over.")
    expect(fetched).toHaveLength(0)
  })

  it("loads the summary for the record's mobile with its token", async () => {
    const { actor, fetched } = start()
    expect(actor.getSnapshot().value).toBe("resolving")
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    expect(fetched).toEqual([{ mobile: "9876543210", token: "signed" }])
    expect(actor.getSnapshot().context.summary).toEqual(withPoints)
  })

  it("the server's 401 or a failed fetch say so", async () => {
    const refused = start({
      fetch: async () => {
        throw invalidToken()
      }
    })
    await waitFor(refused.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(refused.actor.getSnapshot().context.error).toBe(spec.rewardBadToken)
    const failed = start({
      fetch: async () => {
        throw networkError()
      }
    })
    await waitFor(failed.actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(failed.actor.getSnapshot().context.error).toBe("Failed to Fetch Reward Data. Please try again.")
  })

  it("Withdraw Now asks first, sends every available item, toasts, and fetches the data again", async () => {
    const { actor, withdrawals, fetched, toasts } = start()
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    expect(actor.getSnapshot().matches({ loaded: { withdrawal: "confirming" } })).toBe(true)
    actor.send({ type: "Cancel" })
    expect(withdrawals).toHaveLength(0)
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, (s) => s.matches({ loaded: { withdrawal: "idle" } }) && fetched.length === 2, {
      timeout: 3000
    })
    expect(withdrawals).toEqual([{ enquiryIds: ["e1", "e2"], referralPhone: "9876543210", token: "signed" }])
    expect(toasts).toEqual([{ type: "toast", kind: "success", message: "Withdrawal request submitted successfully!" }])
    expect(actor.getSnapshot().context.summary?.withdrawableBalance).toBe(0)
    // Nothing left: Withdraw Now does nothing.
    actor.send({ type: "Withdraw Now" })
    expect(actor.getSnapshot().matches({ loaded: { withdrawal: "idle" } })).toBe(true)
  })

  it("the server's own success message is shown, else the spec's", async () => {
    const { actor, toasts } = start({ withdraw: async () => ({ message: "" }) })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 1, { timeout: 3000 })
    expect(toasts[0]?.message).toBe(spec.rewardWithdrawn)
  })

  it("a failed withdrawal keeps the page and toasts the failure or the exception message", async () => {
    let failure: unknown = serverError()
    const { actor, toasts } = start({
      withdraw: async () => {
        throw failure
      }
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 1, { timeout: 3000 })
    expect(toasts[0]?.message).toBe("Failed to submit loan application. Please try again.")
    expect(actor.getSnapshot().matches({ loaded: { withdrawal: "idle" } })).toBe(true)
    failure = networkError()
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 2, { timeout: 3000 })
    expect(toasts[1]?.message).toBe("An error occurred while submitting your application. Please try again.")
  })

  it("a repeated withdrawal that finds nothing says so and refreshes; a refused token ends on the error", async () => {
    let failure: unknown = nothingToWithdraw("There are no points available to withdraw.")
    const { actor, toasts, fetched } = start({
      fetch: async () => withPoints,
      withdraw: async () => {
        throw failure
      }
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, (s) => s.matches({ loaded: { withdrawal: "idle" } }) && fetched.length === 2, {
      timeout: 3000
    })
    expect(toasts[0]).toEqual({ type: "toast", kind: "error", message: "There are no points available to withdraw." })
    failure = invalidToken()
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe(spec.rewardBadToken)
  })

  it("a withdrawal failing with no value toasts the failure; nothing to withdraw without words says so", async () => {
    const failures: Array<unknown> = [undefined, nothingToWithdraw()]
    const { actor, toasts } = start({
      fetch: async () => withPoints,
      withdraw: () => Promise.reject(failures.shift())
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 1, { timeout: 3000 })
    expect(toasts[0]).toEqual({
      type: "toast",
      kind: "error",
      message: "Failed to submit loan application. Please try again."
    })
    await waitFor(actor, (s) => s.matches({ loaded: { withdrawal: "idle" } }), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 2, { timeout: 3000 })
    expect(toasts[1]).toEqual({ type: "toast", kind: "error", message: "There are no points available to withdraw." })
  })

  it("the server's own words, Cancel, and the network failure's toast and state", async () => {
    const failures: Array<unknown> = [networkError()]
    const { actor, toasts, fetched, found } = start({
      tokenId: "  lz3k9q1c-4f9a2b7c-9d0e1f2a ",
      fetch: async () => withPoints,
      withdraw: async () => {
        const failure = failures.shift()
        if (failure !== undefined) throw failure
        return { message: "Your request is with our team." }
      }
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    expect(found).toEqual(["lz3k9q1c-4f9a2b7c-9d0e1f2a"])
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Cancel" })
    expect(actor.getSnapshot().matches({ loaded: { withdrawal: "idle" } })).toBe(true)
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 1, { timeout: 3000 })
    expect(toasts[0]).toEqual({
      type: "toast",
      kind: "error",
      message: "An error occurred while submitting your application. Please try again."
    })
    expect(actor.getSnapshot().matches({ loaded: { withdrawal: "idle" } })).toBe(true)
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, () => toasts.length === 2 && fetched.length === 2, { timeout: 3000 })
    expect(toasts[1]).toEqual({ type: "toast", kind: "success", message: "Your request is with our team." })
    expect(fetched[1]).toEqual({ mobile: "9876543210", token: "signed" })
  })

  it("a re-fetch refused for its token ends on the bad-token error", async () => {
    const { actor } = start({
      fetch: async (_, call) => {
        if (call === 1) return withPoints
        throw invalidToken()
      }
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe(spec.rewardBadToken)
  })

  it("a failed re-fetch ends on the error", async () => {
    const { actor } = start({
      fetch: async (_, call) => {
        if (call === 1) return withPoints
        throw serverError()
      }
    })
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Withdraw Now" })
    actor.send({ type: "Confirm withdrawal" })
    await waitFor(actor, (s) => s.matches("failed"), { timeout: 3000 })
    expect(actor.getSnapshot().context.error).toBe(spec.rewardFetchFailed)
  })

  it("the invite modal opens and closes with Done, whatever the withdrawal is doing", async () => {
    const { actor } = start()
    await waitFor(actor, (s) => s.matches("loaded"), { timeout: 3000 })
    actor.send({ type: "Invite friends" })
    expect(actor.getSnapshot().matches({ loaded: { invite: "open" } })).toBe(true)
    actor.send({ type: "Done" })
    expect(actor.getSnapshot().matches({ loaded: { invite: "closed" } })).toBe(true)
  })
})
