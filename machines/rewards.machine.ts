/**
 * The rewards page (spec sections 2 "Redeem start and rewards", 3 "Reward summary", 4 "Reward item", 8):
 * /redeem/rewards?token=<id>. The id names the redeem token record in session storage (domain/redeem-token.ts),
 * which holds the verified mobile and the server's signed token. Then the reward summary is fetched ('Loading...');
 * an error reads 'Error: ...' with Start Over. Withdraw Now (only with withdrawable points) asks for confirmation,
 * sends every available item, and re-fetches the data after a successful withdrawal. Invite More Friends opens the
 * invite modal until Done.
 */
import { assign, emit, fromPromise, setup } from "xstate"
import { type CallFailure, readFailure } from "../domain/failures.ts"
import { canWithdraw, type RewardSummary, rewardMessages } from "../domain/rewards.ts"

export interface RewardsSession {
  readonly mobileNumber: string
  readonly token: string
}

/**
 * Why the token record gave nothing: no such record, expired (removed), or unreadable (logged). The browser's own
 * session storage, not the API: these stay the machine's.
 */
export type FindTokenFailure = { readonly _tag: "Missing" | "Expired" | "Corrupt" }

/** How a rewards call fails: the summary and withdrawal calls' failures. */
export type RewardsCallFailure = CallFailure<"rewards", "summary"> | CallFailure<"rewards", "withdraw">

export interface FetchRewardsInput {
  readonly mobile: string
  readonly token: string
}
export interface WithdrawInput {
  readonly enquiryIds: ReadonlyArray<string>
  readonly referralPhone: string
  readonly token: string
}

export interface RewardsContext {
  readonly tokenId: string
  readonly session: RewardsSession | undefined
  readonly summary: RewardSummary | undefined
  /** The message after 'Error: '. */
  readonly error: string | undefined
}

export type RewardsEvent =
  | { type: "Withdraw Now" }
  | { type: "Confirm withdrawal" }
  | { type: "Cancel" }
  | { type: "Invite friends" }
  | { type: "Done" }

export type RewardsEmitted = { type: "toast"; kind: "error" | "success"; message: string }

/** The tag of a call's failure; undefined for anything else. */
const tagOf = (error: unknown) => readFailure(error)?._tag

export const rewardsMachine = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as RewardsEvent,
    input: {} as { tokenId: string | null | undefined },
    emitted: {} as RewardsEmitted
  },
  actors: {
    findToken: fromPromise<RewardsSession, { id: string }>(async () => {
      throw new Error("findToken is provided by the app")
    }),
    fetchRewards: fromPromise<RewardSummary, FetchRewardsInput>(async () => {
      throw new Error("fetchRewards is provided by the app")
    }),
    withdraw: fromPromise<{ message: string }, WithdrawInput>(async () => {
      throw new Error("withdraw is provided by the app")
    })
  },
  guards: {
    hasTokenId: ({ context }) => context.tokenId !== "",
    canWithdraw: ({ context }) => canWithdraw(context.summary),
    isInvalidToken: (_, params: { error: unknown }) => tagOf(params.error) === "InvalidToken",
    isNothingToWithdraw: (_, params: { error: unknown }) => tagOf(params.error) === "NothingToWithdraw",
    isNetworkError: (_, params: { error: unknown }) => tagOf(params.error) === "NetworkError"
  },
  actions: {
    setError: assign((_, params: { message: string }) => ({ error: params.message })),
    keepSession: assign((_, params: { session: RewardsSession }) => ({ session: params.session })),
    keepSummary: assign((_, params: { summary: RewardSummary }) => ({ summary: params.summary, error: undefined })),
    toast: emit((_, params: { kind: "error" | "success"; message: string }) => ({ type: "toast" as const, ...params })),
    toastWithdrawn: emit((_, params: { message: string }) => ({
      type: "toast" as const,
      kind: "success" as const,
      message: params.message || rewardMessages.withdrawn
    })),
    toastNothingToWithdraw: emit((_, params: { error: unknown }) => ({
      type: "toast" as const,
      kind: "error" as const,
      message: readFailure(params.error)?.message || rewardMessages.nothingToWithdraw
    }))
  }
}).createMachine({
  id: "rewards",
  context: ({ input }) => ({
    tokenId: (input.tokenId ?? "").trim(),
    session: undefined,
    summary: undefined,
    error: undefined
  }),
  initial: "checking",
  states: {
    checking: {
      always: [
        { guard: "hasTokenId", target: "resolving" },
        { target: "failed", actions: { type: "setError", params: () => ({ message: rewardMessages.missingToken }) } }
      ]
    },
    resolving: {
      invoke: {
        id: "findToken",
        src: "findToken",
        input: ({ context }) => ({ id: context.tokenId }),
        onDone: {
          target: "loading",
          actions: { type: "keepSession", params: ({ event }) => ({ session: event.output }) }
        },
        onError: {
          target: "failed",
          actions: { type: "setError", params: () => ({ message: rewardMessages.badToken }) }
        }
      }
    },
    loading: {
      invoke: {
        id: "fetchRewards",
        src: "fetchRewards",
        input: ({ context }) => ({ mobile: context.session!.mobileNumber, token: context.session!.token }),
        onDone: {
          target: "loaded",
          actions: { type: "keepSummary", params: ({ event }) => ({ summary: event.output }) }
        },
        onError: [
          {
            guard: { type: "isInvalidToken", params: ({ event }) => ({ error: event.error }) },
            target: "failed",
            actions: { type: "setError", params: () => ({ message: rewardMessages.badToken }) }
          },
          { target: "failed", actions: { type: "setError", params: () => ({ message: rewardMessages.fetchFailed }) } }
        ]
      }
    },
    loaded: {
      type: "parallel",
      states: {
        withdrawal: {
          initial: "idle",
          states: {
            idle: {
              on: { "Withdraw Now": { guard: "canWithdraw", target: "confirming" } }
            },
            confirming: {
              on: { "Confirm withdrawal": "withdrawing", Cancel: "idle" }
            },
            withdrawing: {
              invoke: {
                id: "withdraw",
                src: "withdraw",
                input: ({ context }) => ({
                  enquiryIds: context.summary!.availableForWithdrawal.map((item) => item._id),
                  referralPhone: context.session!.mobileNumber,
                  token: context.session!.token
                }),
                onDone: {
                  target: "refreshing",
                  actions: { type: "toastWithdrawn", params: ({ event }) => ({ message: event.output.message }) }
                },
                onError: [
                  {
                    guard: { type: "isInvalidToken", params: ({ event }) => ({ error: event.error }) },
                    target: "#rewards.failed",
                    actions: { type: "setError", params: () => ({ message: rewardMessages.badToken }) }
                  },
                  {
                    guard: { type: "isNothingToWithdraw", params: ({ event }) => ({ error: event.error }) },
                    target: "refreshing",
                    actions: { type: "toastNothingToWithdraw", params: ({ event }) => ({ error: event.error }) }
                  },
                  {
                    guard: { type: "isNetworkError", params: ({ event }) => ({ error: event.error }) },
                    target: "idle",
                    actions: {
                      type: "toast",
                      params: () => ({ kind: "error", message: rewardMessages.withdrawException })
                    }
                  },
                  {
                    target: "idle",
                    actions: {
                      type: "toast",
                      params: () => ({ kind: "error", message: rewardMessages.withdrawFailed })
                    }
                  }
                ]
              }
            },
            /** After a withdrawal the data is fetched again (spec section 4); the table stays on screen meanwhile. */
            refreshing: {
              invoke: {
                id: "refreshRewards",
                src: "fetchRewards",
                input: ({ context }) => ({ mobile: context.session!.mobileNumber, token: context.session!.token }),
                onDone: {
                  target: "idle",
                  actions: { type: "keepSummary", params: ({ event }) => ({ summary: event.output }) }
                },
                onError: [
                  {
                    guard: { type: "isInvalidToken", params: ({ event }) => ({ error: event.error }) },
                    target: "#rewards.failed",
                    actions: { type: "setError", params: () => ({ message: rewardMessages.badToken }) }
                  },
                  {
                    target: "#rewards.failed",
                    actions: { type: "setError", params: () => ({ message: rewardMessages.fetchFailed }) }
                  }
                ]
              }
            }
          }
        },
        invite: {
          initial: "closed",
          states: {
            closed: { on: { "Invite friends": "open" } },
            open: { on: { Done: "closed" } }
          }
        }
      }
    },
    failed: {}
  }
})
