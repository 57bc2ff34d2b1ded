/**
 * The referral landing (spec section 2 "Referral landing", section 6): /referral?name&mobile, a link a referrer
 * shared. The visitor enters their own mobile (the `mobileEntry` child, purpose `referral`; it must differ from the
 * referrer's), verifies it with the shared OTP screen (the `otp` child), and the verified mobile and its referral
 * token are kept in local storage; the machine ends with the apply form's address as Referral, with the referrer's
 * name and mobile and the visitor's own mobile in the query. A link without a valid name and mobile goes nowhere.
 */
import { assign, fromPromise, setup } from "xstate"
import { isValidReferralLink } from "../domain/referral-link.ts"
import { m } from "../i18n/paraglide/messages.js"
import { mobileEntryMachine } from "./mobile-entry.machine.ts"
import { otpMachine, type Verified } from "./otp.machine.ts"

/** Ours: the spec names no message for a broken link, or for storage that refuses the verified mobile. */
export const referralMessages = {
  get invalidLink() {
    return m.credit_referral_invalid_link()
  },
  get notKept() {
    return m.credit_referral_not_kept()
  }
}

/** The apply form in referral-link mode (spec section 2 "Apply form", route table). */
export const referralApplyPath = (referrerName: string, referrerMobile: string, mobile: string): string =>
  `/resources/apply-now?${new URLSearchParams({ applicationType: "Referral", refname: referrerName, refmobile: referrerMobile, mobile })}`

export interface ReferralContext {
  readonly referrerName: string
  readonly referrerMobile: string
  readonly mobile: string
  /** Seconds before a new code may be asked for, when the mobile entered already had a code (mobile entry). */
  readonly resendInSeconds: number | undefined
  readonly verified: Verified | undefined
}

export type ReferralEvent = { type: "Change number" }

export const referralMachine = setup({
  types: {
    context: {} as ReferralContext,
    events: {} as ReferralEvent,
    input: {} as { name: string | null | undefined; mobile: string | null | undefined },
    output: {} as { next: string }
  },
  actors: {
    mobileEntry: mobileEntryMachine,
    otp: otpMachine,
    /** Keeps the verified mobile and its referral token in local storage. */
    saveVerifiedMobile: fromPromise<void, Verified>(async () => {
      throw new Error("saveVerifiedMobile is provided by the app")
    })
  },
  guards: {
    linkIsValid: ({ context }) => isValidReferralLink(context.referrerName, context.referrerMobile)
  },
  actions: {
    keepMobile: assign((_, params: { mobile: string; resendInSeconds?: number | undefined }) => ({
      mobile: params.mobile,
      resendInSeconds: params.resendInSeconds
    })),
    keepVerified: assign((_, params: { verified: Verified }) => ({ verified: params.verified }))
  }
}).createMachine({
  id: "referral",
  context: ({ input }) => ({
    referrerName: (input.name ?? "").trim().replace(/\s+/gu, " "),
    referrerMobile: (input.mobile ?? "").trim(),
    mobile: "",
    resendInSeconds: undefined,
    verified: undefined
  }),
  initial: "checking",
  states: {
    checking: {
      always: [{ guard: "linkIsValid", target: "entering" }, { target: "invalidLink" }]
    },
    invalidLink: {},
    entering: {
      invoke: {
        id: "mobileEntry",
        src: "mobileEntry",
        input: ({ context }) => ({ purpose: "referral" as const, mustDifferFrom: context.referrerMobile }),
        onDone: {
          target: "verifying",
          actions: {
            type: "keepMobile",
            params: ({ event }) => ({ mobile: event.output.mobile, resendInSeconds: event.output.resendInSeconds })
          }
        }
      }
    },
    verifying: {
      invoke: {
        id: "otp",
        src: "otp",
        input: ({ context }) => ({
          mobile: context.mobile,
          purpose: "referral" as const,
          resendInSeconds: context.resendInSeconds
        }),
        onDone: {
          target: "saving",
          actions: { type: "keepVerified", params: ({ event }) => ({ verified: event.output }) }
        }
      },
      on: { "Change number": "entering" }
    },
    saving: {
      invoke: {
        id: "saveVerifiedMobile",
        src: "saveVerifiedMobile",
        input: ({ context }) => context.verified!,
        onDone: "done",
        onError: "notKept"
      }
    },
    notKept: {},
    done: { type: "final" }
  },
  output: ({ context }) => ({ next: referralApplyPath(context.referrerName, context.referrerMobile, context.mobile) })
})
