import { Context, Effect, Layer, ManagedRuntime, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { assign, createActor, setup, toPromise, waitFor } from "xstate"
import { makeFromEffect } from "./from-effect.ts"

class Greeter extends Context.Service<
  Greeter,
  {
    readonly greet: (name: string) => Effect.Effect<string, NotWelcome>
  }
>()("test/Greeter") {}

class NotWelcome extends Schema.TaggedError<NotWelcome>()("NotWelcome", { message: Schema.String }) {}

const events: Array<string> = []

const GreeterTest = Layer.succeed(Greeter, {
  greet: (name: string) =>
    name === "Mallory"
      ? Effect.fail(new NotWelcome({ message: "Not you" }))
      : name === "Slow"
        ? Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => events.push("interrupted"))))
        : Effect.succeed(`Namaste, ${name}`)
})

const runtime = ManagedRuntime.make(GreeterTest)
const fromEffect = makeFromEffect(runtime)
afterAll(() => runtime.dispose())

const greet = fromEffect(({ name }: { name: string }) => Greeter.use((g) => g.greet(name)))

/** A machine that invokes the bridged actor, as the app's machines do. */
const greeting = setup({
  types: {
    context: {} as { name: string; greeting?: string; error?: unknown },
    input: {} as { name: string }
  },
  actors: { greet }
}).createMachine({
  context: ({ input }) => ({ name: input.name }),
  initial: "greeting",
  states: {
    greeting: {
      invoke: {
        src: "greet",
        input: ({ context }) => ({ name: context.name }),
        onDone: { target: "done", actions: assign({ greeting: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => event.error }) }
      }
    },
    done: { type: "final" },
    failed: { type: "final" }
  }
})

describe("fromEffect", () => {
  it("resolves with the effect's success", async () => {
    await expect(toPromise(createActor(greet, { input: { name: "Asha" } }).start())).resolves.toBe("Namaste, Asha")
  })

  it("feeds a machine's onDone with the output", async () => {
    const actor = createActor(greeting, { input: { name: "Ravi" } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === "done")
    expect(snapshot.value).toBe("done")
    expect(snapshot.context.greeting).toBe("Namaste, Ravi")
  })

  it("rejects with the typed failure itself, so guards can read its _tag", async () => {
    const actor = createActor(greeting, { input: { name: "Mallory" } }).start()
    const snapshot = await waitFor(actor, (s) => s.status === "done")
    expect(snapshot.value).toBe("failed")
    expect(snapshot.context.error).toBeInstanceOf(NotWelcome)
    expect(snapshot.context.error).toMatchObject({ _tag: "NotWelcome", message: "Not you" })
  })

  it("rejects with a defect as it was thrown", async () => {
    const boom = new Error("boom")
    const logic = fromEffect(() => Effect.die(boom))
    await expect(toPromise(createActor(logic).start())).rejects.toBe(boom)
  })

  it("interrupts the effect when the actor stops", async () => {
    events.length = 0
    const actor = createActor(greeting, { input: { name: "Slow" } }).start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(actor.getSnapshot().value).toBe("greeting")
    actor.stop()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(events).toEqual(["interrupted"])
  })

  it("interrupts the invoked effect when the machine leaves the invoking state", async () => {
    events.length = 0
    const leaving = setup({ actors: { greet } }).createMachine({
      initial: "waiting",
      states: {
        waiting: {
          invoke: { src: "greet", input: { name: "Slow" } },
          on: { Cancel: "cancelled" }
        },
        cancelled: {}
      }
    })
    const actor = createActor(leaving).start()
    await new Promise((resolve) => setTimeout(resolve, 10))
    actor.send({ type: "Cancel" })
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(events).toEqual(["interrupted"])
    actor.stop()
  })
})
