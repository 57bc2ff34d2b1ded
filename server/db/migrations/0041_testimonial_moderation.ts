/** Testimonials moderation: a rejected testimonial keeps its row (and the audit log says who) but leaves the queue. */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE testimonials ADD COLUMN rejected_at timestamptz`
})
