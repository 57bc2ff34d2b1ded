/** Back-office sign-in: session or not, missing fields, each failure, sign out, an ended session. */

import { signInRefused } from "../domain/admin-api/failures.fixtures.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminLoginMachine } from "../machines/admin-login.machine.ts"
import type { MachineModel } from "./harness.ts"

const staff = { username: "admin", displayName: "Administrator" }

const loginModel: MachineModel<typeof adminLoginMachine> = {
  name: "admin-login",
  machine: adminLoginMachine,
  actors: ["checkSession", "signIn", "signOut"],
  abstract: (s) => ({ username: s.context.username !== "", password: s.context.password !== "" }),
  events: () => [
    { type: "Type username", value: "admin" },
    { type: "Type password", value: "secret" },
    { type: "Sign in" },
    { type: "Sign out" },
    { type: "Session expired" },
    { type: "xstate.done.actor.checkSession", output: staff } as never,
    { type: "xstate.done.actor.checkSession", output: undefined } as never,
    { type: "xstate.error.actor.checkSession", error: networkError() } as never,
    { type: "xstate.done.actor.signIn", output: staff } as never,
    { type: "xstate.error.actor.signIn", error: signInRefused() } as never,
    { type: "xstate.done.actor.signOut" } as never,
    { type: "xstate.error.actor.signOut", error: networkError() } as never
  ]
}

export const models = [loginModel]
