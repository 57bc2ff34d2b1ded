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
    fromPromise<Output, Input>(({ input, signal }) => runWith(runtime, effect(input), signal))

/** Runs an effect to a promise that rejects with its typed failure (as `fromEffect`'s actors do). */
const runWith = async <Output, E, R, ER>(
  runtime: ManagedRuntime.ManagedRuntime<R, ER>,
  effect: Effect.Effect<Output, E, R>,
  signal: AbortSignal
): Promise<Output> => {
  const exit = await runtime.runPromiseExit(effect, { signal })
  if (Exit.isSuccess(exit)) return exit.value
  throw failureOf(exit.cause)
}

/** Runs an effect with the app runtime, for an actor that loads its effect's code when it starts. */
export const runAppEffect = <Output, E>(effect: Effect.Effect<Output, E, AppServices>, signal: AbortSignal) =>
  runWith(appRuntime, effect, signal)

/** Runs with the app runtime (src/services/runtime.ts): Api, Clipboard, Storage. */
export const fromEffect: <Output, Input = void, E = never>(
  effect: (input: Input) => Effect.Effect<Output, E, AppServices>
) => PromiseActorLogic<Output, Input> = makeFromEffect(appRuntime)
