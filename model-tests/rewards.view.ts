/**
 * The rewards page (spec sections 2 "Redeem start and rewards", 4 "Reward item", 8): 'Loading...' first; an error
 * reads 'Error: ...' with Start Over ('Invalid or missing token. Please try again.' without a token, 'Token has
 * expired or is invalid. Please start over.' for an expired one or the server's refusal, 'Failed to Fetch Reward
 * Data. Please try again.' otherwise); loaded: Invite More Friends, Total Points and Withdrawable Points, Withdraw
 * Now (disabled when withdrawable is 0; confirmed first), the referrals table (names, IDs, points, the en-GB date,
 * 'Reward Pending', and the referrals without a reward with their application's status and 'Reward Pending' or 'No
 * Reward'); after a withdrawal the data is fetched again. The oracle reads the summaries the server sent and
 * the person's presses from the events that happened.
 */
/** biome-ignore-all lint/correctness/noComponentHookFactories: the keys are the machine's event names, not components */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import RewardsPage from "../src/features/redeem/RewardsPage.tsx"
import { models } from "./rewards.model.ts"
import { accessibleName, type Seen, type StepView, type ViewModel } from "./view-harness.ts"

const messages = {
  missingToken: "Error: Invalid or missing token. Please try again.",
  badToken: "Error: Token has expired or is invalid. Please start over.",
  fetchFailed: "Error: Failed to Fetch Reward Data. Please try again."
}
const confirmTitle = "Withdraw your points?"

/** A button a person can press: shown, enabled, not behind a modal dialog. */
const press = (name: string): boolean => {
  const button = [...document.body.querySelectorAll<HTMLElement>("button")].find(
    (b) => !b.closest("[inert], [aria-hidden=true]") && accessibleName(b) === name
  )
  if (!button || (button as HTMLButtonElement).disabled) return false
  fireEvent.click(button)
  return true
}

type Summary = { withdrawableBalance: number; availableForWithdrawal: ReadonlyArray<unknown> }

/** What the page should show, from the events that happened. */
const tracked = (events: StepView["events"]) => {
  let error: string | undefined
  let summary: Summary | undefined
  let confirming = false
  let withdrawing = false
  let refreshing = false
  let inviting = false
  for (const e of events) {
    const tag = (e.error as { _tag?: string } | undefined)?._tag
    switch (e.type) {
      case "xstate.error.actor.findToken":
        error = messages.badToken
        break
      case "xstate.done.actor.fetchRewards":
      case "xstate.done.actor.refreshRewards":
        summary = e.output as Summary
        refreshing = false
        break
      case "xstate.error.actor.fetchRewards":
      case "xstate.error.actor.refreshRewards":
        error = tag === "InvalidToken" ? messages.badToken : messages.fetchFailed
        break
      case "Withdraw Now":
        confirming = true
        break
      case "Cancel":
        confirming = false
        break
      case "Confirm withdrawal":
        confirming = false
        withdrawing = true
        break
      case "xstate.done.actor.withdraw":
        withdrawing = false
        refreshing = true
        break
      case "xstate.error.actor.withdraw":
        withdrawing = false
        if (tag === "InvalidToken") error = messages.badToken
        if (tag === "NothingToWithdraw") refreshing = true
        break
      case "Invite friends":
        inviting = true
        break
      case "Done":
        inviting = false
        break
    }
  }
  return { error, summary, confirming, withdrawing, refreshing, inviting }
}

const view = (tokenId: string | null, index: number): ViewModel<(typeof models)[number]["machine"]> => ({
  model: models[index]!,
  render: () => {
    const location = memoryLocation({ path: `/redeem/rewards${tokenId === null ? "" : `?token=${tokenId}`}` })
    return createElement(
      Router,
      { hook: location.hook, searchHook: location.searchHook } as Parameters<typeof Router>[0],
      createElement(RewardsPage)
    )
  },
  act: {
    "Withdraw Now": () => press("Withdraw Now"),
    "Confirm withdrawal": () => press("Yes, withdraw"),
    Cancel: () => press("Cancel"),
    "Invite friends": () => press("Invite More Friends"),
    Done: () => press("Done")
  },
  sees: ({ events }: StepView): Seen => {
    if (tokenId === null) return { texts: [messages.missingToken], links: ["Start Over"] }
    const s = tracked(events)
    if (s.error) return { texts: [s.error], links: ["Start Over"], noButtons: ["Withdraw Now", "Invite More Friends"] }
    if (!s.summary) return { texts: ["Your Referral Rewards", "Loading..."], noButtons: ["Withdraw Now"] }
    const points = s.summary.withdrawableBalance
    const can = points > 0 && s.summary.availableForWithdrawal.length > 0
    const withdrawButton = s.withdrawing ? "Withdrawing..." : "Withdraw Now"
    // Behind a modal dialog the page is hidden from the person: only the dialog is seen.
    if (s.confirming)
      return {
        texts: [confirmTitle, "You are asking to withdraw 500 points from 1 referral"],
        buttons: ["Yes, withdraw", "Cancel"],
        noButtons: ["Withdraw Now", "Done"]
      }
    if (s.inviting)
      return { texts: ["Invite More Friends"], buttons: ["Done"], noButtons: ["Withdraw Now", "Yes, withdraw"] }
    return {
      texts: [
        "Total Points",
        "500",
        `Withdrawable Points${points}`,
        "Asha Rao",
        "K7QMX-3P9TD",
        "500 points",
        "20 November 2026",
        "Reward Pending",
        // The referrals without a reward: in progress (pending), and rejected (none).
        "Nisha Patel",
        "Q3RST-5UVWX",
        "Underwriting",
        "Dev Shah",
        "A2BCD-3EFGH",
        "Rejected",
        "No Reward"
      ],
      absent: ["Loading...", "Error:", confirmTitle],
      ...(can && !s.withdrawing && !s.refreshing
        ? { buttons: [withdrawButton, "Invite More Friends"] }
        : { disabled: [withdrawButton], buttons: ["Invite More Friends"] }),
      noButtons: ["Done", "Yes, withdraw"]
    }
  }
})

export const views = [view("lz3k9q1c-4f9a2b7c-9d0e1f2a", 0), view(null, 1)]
