/**
 * First-party page views (spec section 7): the route id, the pathname and the time. Nothing personal: no IP, no
 * user agent, no query string, no cookie or visitor id.
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE page_views (
      id bigserial PRIMARY KEY,
      route text NOT NULL CHECK (length(route) BETWEEN 1 AND 64),
      path text NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
      viewed_at timestamptz NOT NULL DEFAULT now()
    )
  `
  yield* sql`CREATE INDEX page_views_route_viewed_at_idx ON page_views (route, viewed_at)`
})
