import { describe, expect, it } from "vitest"
import { createActor, fromPromise, waitFor } from "xstate"
import { lockedOut, signInRefused } from "../domain/admin-api/failures.fixtures.ts"
import { networkError } from "../domain/failures.fixtures.ts"
import { adminLoginMachine, type Staff } from "./admin-login.machine.ts"

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
    expect(actor.getSnapshot().context.error).toBe("Please enter your username and password.")
    actor.send({ type: "Type username", value: " admin " })
    actor.send({ type: "Type password", value: "secret" })
    actor.send({ type: "Sign in" })
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    expect(seen).toEqual([{ username: "admin", password: "secret" }])
    expect(actor.getSnapshot().context.password).toBe("")
  })

  it("starts checking the session with an empty form", () => {
    const actor = createActor(
      adminLoginMachine.provide({
        actors: { checkSession: fromPromise(() => new Promise<Staff | undefined>(() => {})) }
      })
    ).start()
    expect(actor.getSnapshot().value).toBe("checking")
    expect(actor.getSnapshot().context).toEqual({ username: "", password: "", error: undefined, staff: undefined })
  })

  it("shows the sign-in form when there is no session, or the check fails", async () => {
    const none = start()
    await waitFor(none, (s) => s.matches("signedOut"), { timeout: 3000 })
    expect(none.getSnapshot().context.staff).toBeUndefined()
    const failing = createActor(
      adminLoginMachine.provide({
        actors: { checkSession: fromPromise(async () => Promise.reject(new Error("down"))) }
      })
    ).start()
    await waitFor(failing, (s) => s.matches("signedOut"), { timeout: 3000 })
  })

  it("a refused sign-in says why, in the admin's words, and clears the password", async () => {
    const cases: Array<[unknown, string]> = [
      [signInRefused(), "Wrong username or password."],
      [lockedOut(), "Too many wrong passwords. Please try again in 15 minutes."],
      [networkError(), "Could not reach the server. Please check your connection and try again."],
      [{ _tag: "Whatever" }, "Something went wrong. Please try again."],
      [undefined, "Something went wrong. Please try again."]
    ]
    for (const [error, message] of cases) {
      const actor = start({ signIn: async () => Promise.reject(error) })
      await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
      actor.send({ type: "Type username", value: "admin" })
      actor.send({ type: "Type password", value: "nope" })
      actor.send({ type: "Sign in" })
      expect(actor.getSnapshot().value).toBe("signingIn")
      expect(actor.getSnapshot().context.error).toBeUndefined()
      await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
      expect(actor.getSnapshot().context).toEqual({ username: "admin", password: "", error: message, staff: undefined })
    }
  })

  it("asks for both fields: a blank username or an empty password is missing", async () => {
    const actor = start()
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    actor.send({ type: "Type username", value: "   " })
    actor.send({ type: "Type password", value: "secret" })
    actor.send({ type: "Sign in" })
    expect(actor.getSnapshot().value).toBe("signedOut")
    expect(actor.getSnapshot().context.error).toBe("Please enter your username and password.")
    actor.send({ type: "Type username", value: "admin" })
    actor.send({ type: "Type password", value: "" })
    actor.send({ type: "Sign in" })
    expect(actor.getSnapshot().value).toBe("signedOut")
    actor.send({ type: "Type password", value: " " })
    actor.send({ type: "Sign in" })
    expect(actor.getSnapshot().value).toBe("signingIn")
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it("signing in clears the message and keeps who signed in; expiry says so; signing out forgets", async () => {
    const asha: Staff = { username: "asha", displayName: "Asha Rao" }
    const actor = start({ signIn: async () => asha })
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    actor.send({ type: "Sign in" })
    actor.send({ type: "Type username", value: "asha" })
    actor.send({ type: "Type password", value: "secret" })
    actor.send({ type: "Sign in" })
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toEqual({ username: "asha", password: "", error: undefined, staff: asha })
    actor.send({ type: "Session expired" })
    expect(actor.getSnapshot().context).toMatchObject({
      staff: undefined,
      error: "Your session has ended. Please sign in again."
    })
  })

  it("signs out even when the server call fails, and forgets the message", async () => {
    const actor = createActor(
      adminLoginMachine.provide({
        actors: {
          checkSession: fromPromise(async (): Promise<Staff | undefined> => staff),
          signOut: fromPromise(async () => Promise.reject(new Error("down")))
        }
      })
    ).start()
    await waitFor(actor, (s) => s.matches("signedIn"), { timeout: 3000 })
    actor.send({ type: "Sign out" })
    expect(actor.getSnapshot().value).toBe("signingOut")
    await waitFor(actor, (s) => s.matches("signedOut"), { timeout: 3000 })
    expect(actor.getSnapshot().context).toMatchObject({ staff: undefined, error: undefined })
  })
})
