/**
 * The loading step the back office's lists share (enquiries, withdrawals, testimonials, the inboxes, the carousel).
 * A list machine's `loading` state invokes its loader and keeps the answer in its own `onDone`; a failure goes to
 * `failed` with the machine's message (its `showFailure` action), and a 401 also tells the app that the staff
 * session ended (its `tellUnauthorized` action emits `unauthorized`; the back office then shows the sign-in).
 * `failed` waits for 'Try again'. The views render these states with src/ui/LoadState.tsx. Every staff machine reads
 * its actors' errors with `readAdminFailure` (domain/admin-api/failures.ts).
 *
 *     setup({ guards: { unauthorized }, actions: { showFailure, tellUnauthorized, setX }, ... }).createMachine({
 *       states: {
 *         loading: { invoke: { id: "fetchX", src: "fetchX", onDone: { target: "ready", actions: ... }, onError: loadFailed } },
 *         failed: { on: { "Try again": "loading" } },
 *         ready: { ... }
 *       }
 *     })
 */
import { readAdminFailure } from "../domain/admin-api/failures.ts"

/** Did the server answer 401: the staff session ended? */
export const isUnauthorized = (error: unknown): boolean => readAdminFailure(error)?._tag === "Unauthorized"

/** The `unauthorized` guard of a staff machine; its params carry the actor's error. */
export const unauthorized = (_: unknown, params: { error: unknown }): boolean => isUnauthorized(params.error)

/** The `onError` of a list's `loading` state: to `failed` with the machine's message, telling the app of a 401. */
export const loadFailed = [
  {
    guard: { type: "unauthorized", params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
    target: "failed",
    actions: ["showFailure", "tellUnauthorized"]
  },
  { target: "failed", actions: "showFailure" }
] as const
