/**
 * Fake actors for the views' live machines: `vi.mock` of src/services/from-effect.ts (and from-lazy-effect.ts) makes
 * every `fromEffect(effect)` (and `fromLazyEffect(load)`) a promise actor that waits until the test settles it by the invoke id it was started under
 * (the id in the path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events). The effect itself, and so the
 * Api, Storage and other Effect services behind it, is never run.
 */
import { fromPromise } from "xstate"

interface Pending {
  readonly resolve: (value: unknown) => void
  readonly reject: (error: unknown) => void
}

const pending = new Map<string, Pending>()

export const fakeFromEffect = () =>
  fromPromise<never, unknown>(
    ({ self }) =>
      new Promise<never>((resolve, reject) => {
        pending.set(self.id, { resolve: resolve as (value: unknown) => void, reject })
      })
  )

/** Settles the running fake actor with that id; false if the view's machine invoked none. */
export const settleFake = (id: string, done: boolean, value: unknown): boolean => {
  const p = pending.get(id)
  if (!p) return false
  pending.delete(id)
  if (done) p.resolve(value)
  else p.reject(value)
  return true
}

export const resetFakes = (): void => pending.clear()
