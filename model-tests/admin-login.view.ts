/**
 * Back-office access on the page (/admin/withdrawals inside the back office's shell): 'Loading...' while the session
 * is checked; without one the sign-in form (username and password required: 'Please enter your username and
 * password.'; 'Signing in...' while busy; 'Wrong username or password.' with the password emptied); signed in, the
 * staff navigation, 'Signed in as' and Sign out; a screen's call answered 401 brings back the sign-in with 'Your
 * session has ended. Please sign in again.'. The spec has no back office: these are our words. The oracle tracks
 * the typing and the outcomes from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent, queryAllByLabelText } from "@testing-library/dom"
import { createElement } from "react"
import { expect } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { unauthorized } from "../domain/admin-api/failures.fixtures.ts"
import AdminPage from "../src/features/admin/AdminPage.tsx"
import { models } from "./admin-login.model.ts"
import { press } from "./admin-views.ts"
import { settleFake } from "./fake-actors.ts"
import type { Seen, StepView, ViewModel } from "./view-harness.ts"

const messages = {
  missing: "Please enter your username and password.",
  refused: "Wrong username or password.",
  expired: "Your session has ended. Please sign in again."
}
const signInTitle = "Back office sign in"

const field = (label: string) =>
  queryAllByLabelText(document.body, new RegExp(`^${label}`, "u")).find((el) => el instanceof HTMLInputElement) as
    | HTMLInputElement
    | undefined

type Screen = "checking" | "signedOut" | "signingIn" | "signedIn" | "signingOut"

/** Where staff are, what they typed and what they were told, from the events that happened. */
const tracked = (events: StepView["events"]) => {
  let screen: Screen = "checking"
  let username = ""
  let password = ""
  let error = ""
  for (const e of events) {
    switch (e.type) {
      case "xstate.done.actor.checkSession":
        screen = e.output ? "signedIn" : "signedOut"
        break
      case "xstate.error.actor.checkSession":
        screen = "signedOut"
        break
      case "Type username":
        username = e.value as string
        break
      case "Type password":
        password = e.value as string
        break
      case "Sign in":
        if (username.trim() !== "" && password !== "") {
          screen = "signingIn"
          error = ""
        } else error = messages.missing
        break
      case "xstate.done.actor.signIn":
        screen = "signedIn"
        password = ""
        error = ""
        break
      case "xstate.error.actor.signIn":
        screen = "signedOut"
        password = ""
        error = messages.refused
        break
      case "Sign out":
        screen = "signingOut"
        break
      case "xstate.done.actor.signOut":
      case "xstate.error.actor.signOut":
        screen = "signedOut"
        error = ""
        break
      case "Session expired":
        // Signing out already, the sign-out goes on.
        if (screen === "signedIn") {
          screen = "signedOut"
          error = messages.expired
        }
        break
    }
  }
  return { screen, username, password, error }
}

let location: ReturnType<typeof memoryLocation>

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    before: () => {
      location = memoryLocation({ path: "/admin/withdrawals" }) as never
    },
    render: () =>
      createElement(
        Router,
        { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
        createElement(AdminPage)
      ),
    act: {
      "Type username": (e) => {
        const el = field("Username")
        if (!el) return false
        fireEvent.change(el, { target: { value: e.value } })
        return true
      },
      "Type password": (e) => {
        const el = field("Password")
        if (!el) return false
        fireEvent.change(el, { target: { value: e.value } })
        return true
      },
      "Sign in": () => press("Sign in"),
      "Sign out": () => press("Sign out"),
      // The screen open behind the sign-in (reward withdrawals) has its list refused: the session ended.
      "Session expired": () => settleFake("fetchWithdrawals", false, unauthorized())
    },
    sees: ({ events }: StepView): Seen => {
      const s = tracked(events)
      if (s.screen === "checking") return { texts: ["Loading..."], noButtons: ["Sign in", "Sign out"] }
      if (s.screen === "signedIn" || s.screen === "signingOut")
        return {
          texts: ["Signed in as Administrator"],
          links: ["Reward withdrawals", "Enquiries"],
          ...(s.screen === "signingOut" ? { disabled: ["Sign out"] } : { buttons: ["Sign out"] }),
          absent: [signInTitle]
        }
      return {
        texts: [signInTitle, ...(s.error ? [s.error] : [])],
        absent: ["Signed in as", ...Object.values(messages).filter((m) => m !== s.error)],
        ...(s.screen === "signingIn" ? { disabled: ["Signing in..."] } : { buttons: ["Sign in"] }),
        noButtons: ["Sign out"],
        check: () => {
          expect(field("Username")?.value, "the username typed").toBe(s.username)
          expect(field("Password")?.value, "the password typed").toBe(s.password)
        }
      }
    }
  }
]
