import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { adminLoginMachine, loginMessages, type Staff } from "./admin-login.machine.ts"

const staff: Staff = { username: "admin", displayName: "Administrator" }

const start = (
  options: { session?: Staff; signIn?: (input: { username: string; password: string }) => Promise<Staff> } = {}
) =>
  createActor(
    adminLoginMachine.provide({
      actors: {
        checkSession: fromPromise(async () => options.session),
        signIn: fromPromise(async ({ input }) => (options.signIn ?? (async () => staff))(input)),
        signOut: fromPromise(async () => {})
      }
    })
  ).start()

describe("admin login", () => {
  it("goes straight in with a session, and signs out", async () => {
    const actor = start({ session: staff })
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    expect(actor.getSnapshot().context.staff).toEqual(staff)
    actor.send({ type: "Sign out" })
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    expect(actor.getSnapshot().context.staff).toBeUndefined()
  })

  it("asks for both fields, then signs in with the trimmed username", async () => {
    const seen: Array<unknown> = []
    const actor = start({ signIn: async (input) => (seen.push(input), staff) })
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    actor.send({ type: "Sign in" })
    expect(actor.getSnapshot().context.error).toBe(loginMessages.missing)
    actor.send({ type: "Type username", value: " admin " })
    actor.send({ type: "Type password", value: "secret" })
    actor.send({ type: "Sign in" })
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    expect(seen).toEqual([{ username: "admin", password: "secret" }])
    expect(actor.getSnapshot().context.password).toBe("")
  })

  it.each([
    ["SignInRefused", loginMessages.SignInRefused],
    ["LockedOut", loginMessages.LockedOut],
    ["NetworkError", loginMessages.NetworkError],
    ["Whatever", loginMessages.ServerError]
  ])("shows %s as its message and clears the password", async (tag, message) => {
    const actor = start({ signIn: async () => Promise.reject({ _tag: tag }) })
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    actor.send({ type: "Type username", value: "admin" })
    actor.send({ type: "Type password", value: "nope" })
    actor.send({ type: "Sign in" })
    await waitFor(actor, (s) => s.matches("signedOut") && s.context.error !== undefined, { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({ error: message, password: "" })
  })

  it("returns to the form with a message when the session expires", async () => {
    const actor = start({ session: staff })
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    actor.send({ type: "Session expired" })
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(actor.getSnapshot().context.error).toBe(loginMessages.expired)
  })
})
