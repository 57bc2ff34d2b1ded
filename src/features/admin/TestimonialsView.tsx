/** Testimonials waiting for moderation, oldest first, each with its picture: Approve publishes, Reject keeps it out. */
import { useActorRef, useSelector } from "@xstate/react"
import { formatLongDate } from "../../../domain/format.ts"
import { Button } from "../../ui/Button.tsx"
import { loadStatus } from "../../ui/LoadState.tsx"
import { AdminListPage } from "./AdminListPage.tsx"
import { liveAdminTestimonialsMachine } from "./live.ts"
import { useStaffEvents } from "./useStaffEvents.ts"

export function TestimonialsView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminTestimonialsMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { pending, deciding, error } = useSelector(actor, (s) => s.context)

  return (
    <AdminListPage
      titleId="admin-testimonials-title"
      title="Testimonials to moderate"
      busy={state === "loading" || state === "deciding"}
      status={loadStatus(state, pending.length === 0)}
      failure={error}
      onRetry={() => actor.send({ type: "Try again" })}
      empty="No testimonials are waiting."
    >
      {
        <ul className="admin-cards">
          {pending.map((t) => (
            <li key={t.id} className="card admin-card">
              <article aria-labelledby={`testimonial-${t.id}`}>
                <div className="admin-card__head">
                  {t.pictureUrl !== null ? (
                    <img
                      className="admin-card__picture"
                      src={t.pictureUrl}
                      alt={`Sent by ${t.name}`}
                      width={64}
                      height={64}
                    />
                  ) : (
                    <span className="admin-card__picture admin-card__picture--none" aria-hidden="true">
                      {t.name.slice(0, 1)}
                    </span>
                  )}
                  <div>
                    <h2 id={`testimonial-${t.id}`} className="admin-card__name">
                      {t.name}
                    </h2>
                    <p className="admin-card__meta">
                      {t.loanType}, {t.rating} of 5 stars, sent {formatLongDate(t.submittedAt)}
                      {t.email !== null ? `, ${t.email}` : ""}
                    </p>
                  </div>
                </div>
                <p className="admin-card__content">{t.content}</p>
                <div className="admin-confirm__actions">
                  <Button
                    isDisabled={deciding !== undefined}
                    aria-label={`Approve ${t.name}`}
                    onPress={() => actor.send({ type: "Approve", id: t.id })}
                  >
                    Approve
                  </Button>
                  <Button
                    variant="secondary"
                    isDisabled={deciding !== undefined}
                    aria-label={`Reject ${t.name}`}
                    onPress={() => actor.send({ type: "Reject", id: t.id })}
                  >
                    Reject
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      }
    </AdminListPage>
  )
}
