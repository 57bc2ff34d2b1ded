/** Which exports of machines/*.machine.ts are state machines (the export script and the viewer both ask). */
import type { AnyStateMachine } from "xstate"

export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === "object" &&
  value !== null &&
  "root" in value &&
  "provide" in value &&
  "config" in value &&
  "id" in value

/** The machines of a set of modules, by id, first export wins (a module may re-export another's machine). */
export const machinesOf = (modules: ReadonlyArray<Record<string, unknown>>): Map<string, AnyStateMachine> => {
  const found = new Map<string, AnyStateMachine>()
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      if (isMachine(value) && !found.has(value.id)) found.set(value.id, value)
    }
  }
  return new Map([...found].sort(([a], [b]) => a.localeCompare(b)))
}
