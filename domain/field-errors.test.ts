import { describe, expect, it } from "vitest"
import { messagesByField } from "./field-errors.ts"

describe("messages by field", () => {
  const fieldOfPath = { first_name: "name", last_name: "name", panNumber: "pan" } as const

  it("maps dotted paths (a 400) and path lists (a local decode) to the form's fields, the first message winning", () => {
    expect(
      messagesByField(fieldOfPath, [
        { path: "panNumber", message: "a" },
        { path: ["last_name"], message: "b" },
        { path: ["first_name"], message: "c" },
        { path: "panNumber.0", message: "d" }
      ])
    ).toEqual({ pan: "a", name: "b" })
  })

  it("leaves out paths the form does not show, and keys that only objects have", () => {
    expect(
      messagesByField(fieldOfPath, [
        { path: "phone", message: "a" },
        { path: [], message: "b" },
        { path: "constructor", message: "c" }
      ])
    ).toEqual({})
  })
})
