/**
 * Reads of one moment in one statement: `lookup(key)` waits for the next batch, and one statement answers every key
 * asked for meanwhile (those asked while the batches before are in the database, or in the same turn of the event
 * loop). The embedded database spends most of a short statement on the statement itself, not on its rows, so a
 * burst of look-ups costs a few statements instead of one each. A failed batch is a defect for each of its callers.
 */
import { Cause, type Context, Effect, Exit } from "effect"

/**
 * Batches of one kind in the database at once. With two, the next batch is already queued on the connection while
 * the server reads the answers of the one before, so neither the database's thread nor the server's waits for the
 * other.
 */
export const batchesInFlight = 2

/**
 * When the batches of one kind go: `send` takes what waits and sends it as one batch, `waiting` says whether anything
 * waits. The returned `schedule` is called after each arrival: the batch goes on the next turn of the event loop (so
 * the arrivals of one turn go together), and while `batchesInFlight` batches are in the database it waits for one of
 * them to be answered, gathering meanwhile. `send` settles when its batch has been answered and never rejects.
 */
export const batchSchedule = (send: () => Promise<void>, waiting: () => boolean): (() => void) => {
  let running = 0
  let scheduled = false
  const schedule = () => {
    if (scheduled || running >= batchesInFlight) return
    scheduled = true
    setImmediate(run)
  }
  const run = () => {
    scheduled = false
    if (!waiting()) return
    running += 1
    void send().finally(() => {
      running -= 1
      if (waiting()) schedule()
    })
  }
  return schedule
}

export const batchedLookup = <A>(
  context: Context.Context<never>,
  /** The rows found for these keys (distinct), by key; a key without a row is absent. */
  many: (keys: ReadonlyArray<string>) => Effect.Effect<ReadonlyMap<string, A>, unknown>
): ((key: string) => Effect.Effect<A | undefined>) => {
  let waiting = new Map<string, Array<(outcome: Effect.Effect<A | undefined>) => void>>()
  const schedule = batchSchedule(
    () => {
      const batch = waiting
      waiting = new Map()
      return Effect.runPromiseWith(context)(Effect.suspend(() => many([...batch.keys()]))).then(
        (found) => {
          for (const [key, resumes] of batch) for (const resume of resumes) resume(Effect.succeed(found.get(key)))
        },
        (error: unknown) => {
          for (const resumes of batch.values()) for (const resume of resumes) resume(Effect.die(error))
        }
      )
    },
    () => waiting.size > 0
  )
  return (key) =>
    Effect.callback<A | undefined>((resume) => {
      const resumes = waiting.get(key)
      if (resumes === undefined) waiting.set(key, [resume])
      else resumes.push(resume)
      schedule()
    })
}

/** What a failed batch failed with, by kind only: an error's message can hold the values of a row. */
const kindOf = (exit: Exit.Exit<unknown, unknown>): string => {
  if (Exit.isSuccess(exit)) return "an outcome missing"
  const error = Cause.squash(exit.cause) as { readonly _tag?: unknown; readonly reason?: { readonly _tag?: unknown } }
  return [error?._tag, error?.reason?._tag].filter((tag) => typeof tag === "string").join("/") || "defect"
}

/**
 * Writes of one moment in one statement: `write(item)` waits for the next batch, and `many` writes every item asked
 * for meanwhile in one statement (gathered as `batchedLookup` gathers its keys), answering one outcome per item in
 * the order given. A lone item is written by `one`, the statement a write would have on its own. When the statement of
 * a batch fails (one row breaks a constraint, a deadlock), nothing of it is kept (a statement is atomic) and each item
 * is written again by `one`, on its own: a failure is then its own item's, never its neighbours'. Such a failure is
 * logged (a warning, with the error's kind, never its message).
 */
export const batchedWrite = <I, O, E>(
  context: Context.Context<never>,
  many: (items: ReadonlyArray<I>) => Effect.Effect<ReadonlyArray<O>, E>,
  one: (item: I) => Effect.Effect<O, E>
): ((item: I) => Effect.Effect<O, E>) => {
  let waiting: Array<{ readonly item: I; readonly resume: (outcome: Effect.Effect<O, E>) => void }> = []
  const alone = (items: ReadonlyArray<I>) =>
    Effect.forEach(items, (item) => Effect.exit(one(item)), { concurrency: "unbounded" })
  const together = (items: ReadonlyArray<I>) =>
    Effect.exit(many(items)).pipe(
      Effect.flatMap((exit) =>
        Exit.isSuccess(exit) && exit.value.length === items.length
          ? Effect.succeed(exit.value.map((outcome) => Exit.succeed(outcome) as Exit.Exit<O, E>))
          : Effect.logWarning("a batched write failed: each of its items is written alone").pipe(
              Effect.annotateLogs({ items: items.length, error: kindOf(exit) }),
              Effect.andThen(alone(items))
            )
      )
    )
  const schedule = batchSchedule(
    () => {
      const batch = waiting
      waiting = []
      const items = batch.map((w) => w.item)
      return Effect.runPromiseWith(context)(items.length === 1 ? alone(items) : together(items)).then(
        (exits) => {
          batch.forEach((w, i) => {
            w.resume(exits[i] ?? Effect.die(new Error("a batched write lost its outcome")))
          })
        },
        (error: unknown) => {
          for (const w of batch) w.resume(Effect.die(error))
        }
      )
    },
    () => waiting.length > 0
  )
  return (item) =>
    Effect.callback<O, E>((resume) => {
      waiting.push({ item, resume })
      schedule()
    })
}
