/**
 * Back-office access: on opening, the session is checked; signed out, staff type a username and password and sign
 * in (wrong password, lock-out and network failures each with their message); signed in, they can sign out, and a
 * call answered 401 elsewhere ('Session expired') brings them back to the sign-in form.
 */
import { assign, fromPromise, setup } from "xstate"
import { type AdminCallFailure, readAdminFailure } from "../domain/admin-api/failures.ts"

export interface Staff {
  readonly username: string
  readonly displayName: string
}

export const loginMessages = {
  missing: "Please enter your username and password.",
  SignInRefused: "Wrong username or password.",
  LockedOut: "Too many wrong passwords. Please try again in 15 minutes.",
  NetworkError: "Could not reach the server. Please check your connection and try again.",
  ServerError: "Something went wrong. Please try again.",
  expired: "Your session has ended. Please sign in again."
} as const

interface Context {
  username: string
  password: string
  error: string | undefined
  staff: Staff | undefined
}

/** How signing in can fail: a wrong password, a lock-out, no answer, or an answer the contract does not describe. */
export type SignInFailure = AdminCallFailure<"auth", "login">

const failureMessage = (error: unknown): string => {
  const tag = readAdminFailure(error)?._tag
  return tag === "SignInRefused" || tag === "LockedOut" || tag === "NetworkError"
    ? loginMessages[tag]
    : loginMessages.ServerError
}

export const adminLoginMachine = setup({
  types: {
    context: {} as Context,
    events: {} as
      | { type: "Type username"; value: string }
      | { type: "Type password"; value: string }
      | { type: "Sign in" }
      | { type: "Sign out" }
      | { type: "Session expired" }
  },
  actors: {
    checkSession: fromPromise<Staff | undefined>(async () => {
      throw new Error("checkSession is provided by the app")
    }),
    signIn: fromPromise<Staff, { username: string; password: string }>(async () => {
      throw new Error("signIn is provided by the app")
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error("signOut is provided by the app")
    })
  },
  actions: {
    setUsername: assign((_, params: { value: string }) => ({ username: params.value })),
    setPassword: assign((_, params: { value: string }) => ({ password: params.value })),
    clearError: assign({ error: undefined }),
    showMissing: assign({ error: loginMessages.missing }),
    keepStaff: assign((_, params: { staff: Staff | undefined }) => ({ staff: params.staff })),
    signedIn: assign((_, params: { staff: Staff }) => ({ staff: params.staff, password: "", error: undefined })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error), password: "" })),
    sessionEnded: assign({ staff: undefined, error: loginMessages.expired }),
    forgetStaff: assign({ staff: undefined, error: undefined })
  },
  guards: {
    filledIn: ({ context }) => context.username.trim() !== "" && context.password !== "",
    hasSession: (_, params: { staff: Staff | undefined }) => params.staff !== undefined
  }
}).createMachine({
  id: "adminLogin",
  context: { username: "", password: "", error: undefined, staff: undefined },
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "checkSession",
        src: "checkSession",
        onDone: [
          {
            guard: { type: "hasSession", params: ({ event }) => ({ staff: event.output }) },
            target: "signedIn",
            actions: { type: "keepStaff", params: ({ event }) => ({ staff: event.output }) }
          },
          { target: "signedOut" }
        ],
        onError: "signedOut"
      }
    },
    signedOut: {
      on: {
        "Type username": { actions: { type: "setUsername", params: ({ event }) => ({ value: event.value }) } },
        "Type password": { actions: { type: "setPassword", params: ({ event }) => ({ value: event.value }) } },
        "Sign in": [{ guard: "filledIn", target: "signingIn", actions: "clearError" }, { actions: "showMissing" }]
      }
    },
    signingIn: {
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: { target: "signedIn", actions: { type: "signedIn", params: ({ event }) => ({ staff: event.output }) } },
        onError: {
          target: "signedOut",
          actions: { type: "showFailure", params: ({ event }) => ({ error: event.error }) }
        }
      }
    },
    signedIn: {
      on: {
        "Sign out": "signingOut",
        "Session expired": { target: "signedOut", actions: "sessionEnded" }
      }
    },
    signingOut: {
      invoke: {
        id: "signOut",
        src: "signOut",
        onDone: { target: "signedOut", actions: "forgetStaff" },
        onError: { target: "signedOut", actions: "forgetStaff" }
      }
    }
  }
})
