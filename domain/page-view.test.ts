import { describe, expect, it } from "vitest"
import { PageViewEvent } from "./analytics.ts"
import { toPageView } from "./page-view.ts"
import { validate } from "./validation.ts"

describe("page views", () => {
  it("keeps the route and the pathname, never the query or hash", () => {
    expect(toPageView("status", "/application-status?trackingId=K7QMX-3P9TD")).toEqual({
      route: "status",
      path: "/application-status"
    })
    expect(toPageView("referral", "/referral?name=Asha&mobile=9876543210#top")).toEqual({
      route: "referral",
      path: "/referral"
    })
    expect(toPageView("home", "/")).toEqual({ route: "home", path: "/" })
  })

  it("refuses what is not a route id or a pathname", () => {
    expect(toPageView("Home Page", "/")).toBeUndefined()
    expect(toPageView("home", "relative")).toBeUndefined()
    expect(toPageView("home", `/${"a".repeat(600)}`)).toBeUndefined()
    expect(toPageView("home", "/with space")).toBeUndefined()
  })

  it("the schema accepts what toPageView makes and refuses the rest", () => {
    expect(validate(PageViewEvent, toPageView("blog-article", "/resources/blogs/emi-explained"))).toEqual([])
    expect(validate(PageViewEvent, { route: "home", path: "/?mobile=9876543210" }).map((i) => i.path)).toEqual([
      ["path"]
    ])
    expect(validate(PageViewEvent, { route: "<script>", path: "/" }).map((i) => i.path)).toEqual([["route"]])
    expect(validate(PageViewEvent, { route: "home" }).length).toBe(1)
  })
})

describe("what a page view may carry", () => {
  it("a path of at most 512 characters starting with /, without its query, and a route id of lower-case letters, digits, hyphens", () => {
    expect(toPageView("home", `/${"a".repeat(511)}`)).toEqual({ route: "home", path: `/${"a".repeat(511)}` })
    expect(toPageView("home", `/${"a".repeat(512)}`)).toBeUndefined()
    expect(toPageView("home", "x/apply")).toBeUndefined()
    expect(toPageView("home!", "/")).toBeUndefined()
    expect(toPageView("home", "/apply?x=1")).toEqual({ route: "home", path: "/apply" })
  })
})
