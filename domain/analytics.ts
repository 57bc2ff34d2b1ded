/** The page-view event as a Schema: the server accepts exactly what domain/page-view.ts lets the browser send. */
import { Schema } from "effect"
import { maxPageViewPathLength, pageViewPathPattern, routeIdPattern } from "./page-view.ts"
import { isPlainText } from "./validation.ts"

export const pageViewMessages = {
  route: "The route must be a route id of the site.",
  path: "The path must be a pathname of the site, without a query or hash."
} as const

export const PageViewEvent = Schema.Struct({
  route: Schema.String.check(
    isPlainText(pageViewMessages.route),
    Schema.isPattern(routeIdPattern, { message: pageViewMessages.route })
  ),
  path: Schema.String.check(
    isPlainText(pageViewMessages.path),
    Schema.isMaxLength(maxPageViewPathLength, { message: pageViewMessages.path }),
    Schema.isPattern(pageViewPathPattern, { message: pageViewMessages.path })
  )
}).annotate({
  identifier: "PageViewEvent",
  description: "A page view: the route id and the pathname, nothing personal"
})
export type PageViewEvent = typeof PageViewEvent.Type
