/**
 * `fromEffect` for code that loads when the actor starts: `fromLazyEffect(() => import("./x.ts").then((m) => m.run))`,
 * where `run(input, signal)` runs the effect with the app runtime (`runAppEffect` of ./from-effect.ts) in the loaded
 * module. This file imports neither the runtime nor the API client, so a page whose machine needs them only on a
 * later step (the apply form's submit) does not download them with the page (issue 13's first-visit budget).
 * The model tests fake it as they fake `fromEffect`.
 */
import { fromPromise, type PromiseActorLogic } from "xstate"

/** Runs the effect for one actor; rejects with its typed failure, as `fromEffect`'s actors do. */
export type EffectRun<Output, Input> = (input: Input, signal: AbortSignal) => Promise<Output>

export const fromLazyEffect = <Output, Input = void>(
  load: () => Promise<EffectRun<Output, Input>>
): PromiseActorLogic<Output, Input> =>
  fromPromise<Output, Input>(async ({ input, signal }) => (await load())(input, signal))
