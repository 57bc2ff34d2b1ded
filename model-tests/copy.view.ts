/** The copy button on the page (spec sections 2 and 9): Copy, then 'Copied' for 2 s, then Copy again. */
import { fireEvent } from "@testing-library/react"
import { createElement } from "react"
import { expect } from "vitest"
import { CopyButton } from "../src/ui/CopyButton.tsx"
import { models } from "./copy.model.ts"
import type { Page, Seen, ViewModel } from "./view-harness.ts"

const label = (page: Page) => page.container.querySelector("button")?.textContent

export const views: ReadonlyArray<ViewModel<(typeof models)[number]["machine"]>> = [
  {
    model: models[0]!,
    render: () => createElement(CopyButton, { text: "K7QMX-3P9TD" }),
    act: {
      Copy: (_, page) => {
        const button = page.container.querySelector("button")
        if (!button) return false
        fireEvent.click(button)
        return true
      }
    },
    sees: (): Seen => ({ check: (page) => void expect(["Copy", "Copied"]).toContain(label(page)) }),
    after: {
      // 'Copied' for 2 s: still there 1 ms before, gone at 2 s.
      "xstate.done.actor.writeClipboard": () => ({
        check: async (page) => {
          expect(label(page)).toBe("Copied")
          await page.wait(1999)
          expect(label(page), "'Copied' shows for 2 s").toBe("Copied")
        }
      }),
      "xstate.error.actor.writeClipboard": () => ({ check: (page) => void expect(label(page)).toBe("Copy") }),
      "xstate.after.copiedLabel.copy.copied": () => ({ check: (page) => void expect(label(page)).toBe("Copy") })
    }
  }
]
