// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest"
import { setLocale } from "../../i18n/paraglide/runtime.js"
import { notFoundRoute, pageMeta, routes } from "../routes.tsx"

const route = (id: string) => {
  const found = routes.find((r) => r.id === id)
  if (!found) throw new Error(`no route ${id}`)
  return found
}

afterEach(() => setLocale("en", { reload: false }))

describe("route meta follows the language chosen at run time", () => {
  it("reads English, then Hindi from the same table", () => {
    expect(route("about").meta.title).toBe("About Us")
    expect(notFoundRoute.meta).toEqual({
      title: "Page Not Found",
      description: "The page you are looking for doesn't exist or has been moved",
      indexable: false
    })
    setLocale("hi", { reload: false })
    expect(route("about").meta.title).toBe("हमारे बारे में")
    expect(route("home").meta.title).toBe("Arthika Loans: भारत में पर्सनल लोन, बिज़नेस लोन और होम लोन")
    expect(notFoundRoute.meta.title).toBe("पेज नहीं मिला")
    expect(notFoundRoute.meta.indexable).toBe(false)
  })

  it("a route's own meta function too (the eligibility calculator)", () => {
    setLocale("hi", { reload: false })
    const meta = pageMeta(route("calculator"), { path: "/resources/eligibility-calculator", search: "", params: {} })
    expect(meta).toMatchObject({ title: "पात्रता कैलकुलेटर" })
  })
})
