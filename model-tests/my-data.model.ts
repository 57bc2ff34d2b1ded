/**
 * My data: the mobile entry and the OTP screen (children) finish; the records load, fail (try again) or the token has
 * expired (verify again); download; a correction checked, sent, refused or cancelled; an erasure confirmed or
 * cancelled, done or failed; a consent's withdrawal confirmed or cancelled, done, failed (tried again), no longer held
 * (the records read again) or refused for an expired token.
 */
import { consentNotFound, invalidToken, networkError, validationError } from "../domain/failures.fixtures.ts"
import type { ErasureDone, MyConsent, MyData } from "../domain/my-data.ts"
import { myDataMachine } from "../machines/my-data.machine.ts"
import type { MachineModel } from "./harness.ts"

export const records: MyData = {
  mobile: "9123456780",
  enquiries: [
    {
      trackingId: "LN7K2QX",
      role: "applicant",
      applicationType: "Self",
      loanType: "Home Loan",
      status: "Call Back",
      name: "Asha Rao",
      email: "asha@example.in",
      location: "Pune",
      createdAt: "2026-11-20T10:00:00Z",
      updatedAt: "2026-11-20T10:00:00Z"
    }
  ],
  creditEnquiries: [
    {
      id: "7",
      name: "Asha Rao",
      gender: "Female",
      email: "asha@example.in",
      pan: "XXXXX1234X",
      dob: "1990-04-12",
      address: "12 MG Road",
      pincode: "560001",
      city: "Bengaluru",
      state: "Karnataka",
      createdAt: "2026-11-21T10:00:00Z"
    }
  ],
  contactMessages: [],
  rewards: [],
  withdrawals: [],
  consents: [
    {
      id: "3",
      purpose: "loan-enquiry",
      noticeVersion: "2026-11-24",
      channel: "web",
      givenAt: "2026-11-20T10:00:00Z",
      withdrawnAt: null,
      trackingId: "LN7K2QX",
      lenders: []
    }
  ],
  corrections: [],
  grievances: [
    {
      number: "GRV-K7QMX-3P9TD",
      category: "Privacy and my data",
      status: "Replied",
      name: "Asha Rao",
      email: "asha@example.in",
      trackingId: "LN7K2QX",
      description: "Nobody called me back about my home loan.",
      receivedAt: "2026-11-21T10:00:00Z",
      dueDate: "2026-12-21",
      reply: "We are sorry. Our partner will call you on Monday.",
      repliedAt: "2026-11-23T10:00:00Z",
      resolvedAt: null
    }
  ],
  shares: [],
  otp: [],
  smsSent: []
}

export const erasure: ErasureDone = {
  success: true,
  erased: true,
  message: "Your data has been erased and your consent withdrawn.",
  counts: {
    enquiries: 1,
    referrals: 0,
    creditEnquiries: 1,
    contactMessages: 0,
    rewards: 0,
    withdrawals: 0,
    consents: 1,
    corrections: 0,
    grievances: 1,
    shares: 0,
    otp: 1,
    sms: 1
  }
}

/** The records' consent, withdrawn. */
export const withdrawnConsent: MyConsent = { ...records.consents[0]!, withdrawnAt: "2026-11-29T06:30:00Z" }

const tokenRefused = invalidToken()
const network = networkError()

const myDataModel: MachineModel<typeof myDataMachine> = {
  name: "my-data",
  machine: myDataMachine,
  actors: ["mobileEntry", "otp", "loadMyData", "downloadMyData", "sendCorrection", "eraseMyData", "withdrawConsent"],
  abstract: (s) =>
    s.matches({ ready: "correcting" })
      ? { field: s.context.correction.field !== "", details: s.context.correction.details !== "" }
      : null,
  events: () => [
    { type: "Change number" },
    { type: "Try again" },
    { type: "Verify again" },
    { type: "Download" },
    { type: "Ask for a correction", record: "enquiry:LN7K2QX" },
    { type: "Choose record", value: "other" },
    { type: "Type detail", value: "Last name" },
    { type: "Type description", value: "It is Rao-Iyer." },
    { type: "Send correction" },
    { type: "Cancel correction" },
    { type: "Erase my data" },
    { type: "Cancel erase" },
    { type: "Confirm erase" },
    { type: "Withdraw consent", consentId: "3" },
    { type: "Cancel withdrawal" },
    { type: "Confirm withdrawal" },
    { type: "Close" },
    { type: "xstate.done.actor.mobileEntry", output: { mobile: "9123456780" } } as never,
    { type: "xstate.done.actor.otp", output: { mobile: "9123456780", token: "my-data-token" } } as never,
    { type: "xstate.done.actor.loadMyData", output: records } as never,
    { type: "xstate.error.actor.loadMyData", error: tokenRefused } as never,
    { type: "xstate.error.actor.loadMyData", error: network } as never,
    { type: "xstate.done.actor.downloadMyData" } as never,
    { type: "xstate.error.actor.downloadMyData", error: tokenRefused } as never,
    { type: "xstate.error.actor.downloadMyData", error: network } as never,
    {
      type: "xstate.done.actor.sendCorrection",
      output: { message: "Your correction request has been sent. We will reply within 30 days." }
    } as never,
    { type: "xstate.error.actor.sendCorrection", error: tokenRefused } as never,
    {
      type: "xstate.error.actor.sendCorrection",
      error: validationError(
        [{ path: "record", message: "This record is not among the records held for your mobile number." }],
        "This record is not among the records held for your mobile number."
      )
    } as never,
    { type: "xstate.error.actor.sendCorrection", error: network } as never,
    { type: "xstate.done.actor.eraseMyData", output: erasure } as never,
    { type: "xstate.error.actor.eraseMyData", error: tokenRefused } as never,
    { type: "xstate.error.actor.eraseMyData", error: network } as never,
    { type: "xstate.done.actor.withdrawConsent", output: withdrawnConsent } as never,
    { type: "xstate.error.actor.withdrawConsent", error: tokenRefused } as never,
    { type: "xstate.error.actor.withdrawConsent", error: consentNotFound() } as never,
    { type: "xstate.error.actor.withdrawConsent", error: network } as never
  ]
}

export const models = [myDataModel]
