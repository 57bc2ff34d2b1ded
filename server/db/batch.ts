/**
 * Reads of one moment in one statement: `lookup(key)` waits for the next batch, and one statement answers every key
 * asked for meanwhile (those asked while the previous batch is in the database, or in the same turn of the event
 * loop). The embedded database spends most of a short statement on the statement itself, not on its rows, so a
 * burst of look-ups costs a few statements instead of one each. A failed batch is a defect for each of its callers.
 */
import { type Context, Effect } from "effect"

export const batchedLookup = <A>(
  context: Context.Context<never>,
  /** The rows found for these keys (distinct), by key; a key without a row is absent. */
  many: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, A>, unknown>
): ((key: string) => Effect.Effect<A | undefined>) => {
  let waiting = new Map<string, Array<(outcome: Effect.Effect<A | undefined>) => void>>()
  let running = false
  let scheduled = false
  const schedule = () => {
    if (scheduled || running) return
    scheduled = true
    setImmediate(run)
  }
  const run = () => {
    scheduled = false
    if (waiting.size === 0) return
    const batch = waiting
    waiting = new Map()
    running = true
    Effect.runPromiseWith(context)(Effect.suspend(() => many([...batch.keys()])))
      .then(
        (found) => {
          for (const [key, resumes] of batch) for (const resume of resumes) resume(Effect.succeed(found.get(key)))
        },
        (error: unknown) => {
          for (const resumes of batch.values()) for (const resume of resumes) resume(Effect.die(error))
        }
      )
      .finally(() => {
        running = false
        if (waiting.size > 0) schedule()
      })
  }
  return (key) =>
    Effect.callback<A | undefined>((resume) => {
      const resumes = waiting.get(key)
      if (resumes === undefined) waiting.set(key, [resume])
      else resumes.push(resume)
      schedule()
    })
}
