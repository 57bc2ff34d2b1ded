/**
 * Verifying the mobile to redeem rewards (spec section 2 "Redeem start and rewards"): /redeem/verify-mobile?mobile=.
 * The shared OTP screen runs as a child (`otp`, purpose `redeem`); its token is kept in the redeem token record in
 * session storage (domain/redeem-token.ts), and the machine ends with the rewards page's address, which names the
 * record by its id: /redeem/rewards?token=<id>.
 */
import { assign, fromPromise, setup } from "xstate"
import { m } from "../i18n/paraglide/messages.js"
import { otpMachine, type Verified } from "./otp.machine.ts"

export const redeemStartPath = "/redeem/start"
export const rewardsPath = (recordId: string): string => `/redeem/rewards?token=${encodeURIComponent(recordId)}`

/** Ours: the record could not be kept (storage refused it). */
export const redeemMessages = {
  get notKept() {
    return m.credit_redeem_not_kept()
  }
}

export interface RedeemContext {
  readonly mobile: string | null | undefined
  readonly resendInSeconds: number | undefined
  readonly verified: Verified | undefined
  readonly next: string | undefined
}

export const redeemMachine = setup({
  types: {
    context: {} as RedeemContext,
    /** `resendInSeconds`: the mobile already had a code (see the mobile entry); the countdown starts from it. */
    input: {} as { mobile: string | null | undefined; resendInSeconds?: number | null | undefined },
    output: {} as { next: string }
  },
  actors: {
    otp: otpMachine,
    /** Keeps the verified mobile and its token in a new redeem token record; answers the record's id. */
    saveRedeemToken: fromPromise<string, { mobileNumber: string; token: string }>(async () => {
      throw new Error("saveRedeemToken is provided by the app")
    })
  },
  actions: {
    keepVerified: assign((_, params: { verified: Verified }) => ({ verified: params.verified })),
    keepNext: assign((_, params: { id: string }) => ({ next: rewardsPath(params.id) }))
  }
}).createMachine({
  id: "redeem",
  context: ({ input }) => ({
    mobile: input.mobile,
    resendInSeconds: input.resendInSeconds ?? undefined,
    verified: undefined,
    next: undefined
  }),
  initial: "verifying",
  states: {
    verifying: {
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          mobile: context.mobile,
          purpose: "redeem" as const,
          resendInSeconds: context.resendInSeconds
        }),
        onDone: {
          target: "saving",
          actions: { type: "keepVerified", params: ({ event }) => ({ verified: event.output }) }
        }
      }
    },
    saving: {
      invoke: {
        id: "saveRedeemToken",
        src: "saveRedeemToken",
        input: ({ context }) => ({ mobileNumber: context.verified!.mobile, token: context.verified!.token }),
        onDone: { target: "done", actions: { type: "keepNext", params: ({ event }) => ({ id: event.output }) } },
        onError: "notKept"
      }
    },
    notKept: {},
    done: { type: "final" }
  },
  output: ({ context }) => ({ next: context.next ?? redeemStartPath })
})
