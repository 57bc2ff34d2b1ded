/**
 * The bridge from Effect to XState: `fromEffect((input) => effect)` is a `fromPromise` actor logic that runs the
 * effect with the app runtime, and interrupts it (aborting its fetch) when the actor stops.
 *
 * The actor's error (the machine's `event.error` in `onError`) is the effect's typed failure itself, e.g.
 * `ValidationError`, `ApplicationNotFound`, `NetworkError`, `ServerError`: guards read `error._tag`. A defect
 * (a bug, a thrown exception) arrives as it was thrown.
 *
 *     import { fromEffect } from "../../services/from-effect.ts"
 *     import { Api } from "../../services/api.ts"
 *
 *     const live = statusMachine.provide({
 *       actors: {
 *         fetchApplication: fromEffect(({ trackingId }: { trackingId: string }) =>
 *           Api.use((api) => api.enquiries.track({ params: { trackingId } })).pipe(Effect.map((answer) => answer.data)))
 *       }
 *     })
 */
import { Cause, type Effect, Exit, type ManagedRuntime, Option } from "effect"
import { fromPromise, type PromiseActorLogic } from "xstate"
import { type AppServices, appRuntime } from "./runtime.ts"

/** How an interrupted effect rejects (only seen if something other than the actor interrupted it). */
export class EffectInterrupted extends Error {
  readonly _tag = "EffectInterrupted"
  constructor() {
    super("The effect was interrupted.")
  }
}

/** The typed failure of a cause, else its defect, else an EffectInterrupted. */
export const failureOf = <E>(cause: Cause.Cause<E>): unknown => {
  const error = Cause.findErrorOption(cause)
  if (Option.isSome(error)) return error.value
  if (Cause.hasInterruptsOnly(cause)) return new EffectInterrupted()
  return Cause.squash(cause)
}

/** A `fromEffect` bound to another runtime: tests pass a runtime built from fake layers. */
export const makeFromEffect =
  <R, ER>(runtime: ManagedRuntime.ManagedRuntime<R, ER>) =>
  <Output, Input = void, E = never>(
    effect: (input: Input) => Effect.Effect<Output, E, R>
  ): PromiseActorLogic<Output, Input> =>
    fromPromise<Output, Input>(async ({ input, signal }) => {
      const exit = await runtime.runPromiseExit(effect(input), { signal })
      if (Exit.isSuccess(exit)) return exit.value
      throw failureOf(exit.cause)
    })

/** Runs with the app runtime (src/services/runtime.ts): Api, Clipboard, Storage. */
export const fromEffect: <Output, Input = void, E = never>(
  effect: (input: Input) => Effect.Effect<Output, E, AppServices>
) => PromiseActorLogic<Output, Input> = makeFromEffect(appRuntime)
