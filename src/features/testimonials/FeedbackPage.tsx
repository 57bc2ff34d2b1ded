/**
 * The feedback form (spec section 2 "Feedback form"): /resources/testimonials/customer-feedback and
 * /customer-feedback. The feedback machine owns every rule; this view renders its state and sends the person's events.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useId, useRef } from "react"
import { Form, Heading } from "react-aria-components"
import { loanTypeLabelOf } from "../../../domain/loan-products.ts"
import { loanTypeNames } from "../../../domain/loans.ts"
import { feedbackCounter, feedbackMaxLength, feedbackMessages } from "../../../domain/testimonials.ts"
import { Button } from "../../ui/Button.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { Link } from "../../ui/Link.tsx"
import { SelectField } from "../../ui/SelectField.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { liveFeedbackMachine } from "./feedback-live.ts"
import { StarRating } from "./StarRating.tsx"
import "./testimonials.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"

/** The loan types in the page's language; the value sent stays the English name. */
const loanTypeOptions = () => loanTypeNames.map((name) => ({ id: name, label: loanTypeLabelOf(name) }))

/**
 * 'Please fill in all required fields.' is said once (the toast), not under every empty field: an empty field is
 * marked invalid (aria-invalid, red border) without a message of its own. Other messages stay under their field.
 */
const ownMessage = (message: string | undefined) => (message === feedbackMessages.required ? undefined : message)

export default function FeedbackPage() {
  const actor = useActorRef(liveFeedbackMachine)
  const form = useSelector(actor, (s) => s.context.form)
  const errors = useSelector(actor, (s) => s.context.errors)
  const formRef = useFocusFirstInvalid(errors)
  const picture = useSelector(actor, (s) => s.context.picture)
  const sent = useSelector(actor, (s) => s.context.sent)
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const fileInput = useRef<HTMLInputElement>(null)
  const pictureId = useId()

  useToasts(actor)

  // The file input shows what the machine kept: nothing after a refusal, a removal or a sent form.
  useEffect(() => {
    if (picture === null && fileInput.current) fileInput.current.value = ""
  }, [picture])

  const pictureError = errors.profilePicture

  return (
    <div className="feedback-page container section">
      <section className="feedback-card" aria-labelledby="feedback-title">
        <Heading level={1} id="feedback-title" className="feedback-card__title">
          {m.contact_feedback_title()}
        </Heading>
        <p className="feedback-card__lead">{m.contact_feedback_lead()}</p>

        <p className="feedback-card__thanks" role="status">
          {sent ? m.contact_feedback_thanks() : ""}
        </p>

        <Form
          ref={formRef}
          className="feedback-form"
          validationBehavior="aria"
          aria-labelledby="feedback-title"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "Submit" })
          }}
        >
          <div className="feedback-form__grid">
            <FormField
              label={m.contact_feedback_name()}
              value={form.name}
              error={ownMessage(errors.name)}
              isInvalid={errors.name !== undefined}
              autoComplete="name"
              isDisabled={submitting}
              onChange={(value) => actor.send({ type: "Edit field", field: "name", value })}
            />
            <FormField
              label={m.contact_feedback_email()}
              kind="email"
              value={form.email}
              error={ownMessage(errors.email)}
              isInvalid={errors.email !== undefined}
              autoComplete="email"
              isDisabled={submitting}
              onChange={(value) => actor.send({ type: "Edit field", field: "email", value })}
            />
          </div>

          <div className={`field feedback-picture${pictureError ? " feedback-picture--invalid" : ""}`}>
            <span className="field__label" id={`${pictureId}-label`}>
              {m.contact_feedback_picture()}
              <span className="field__optional">{m.contact_feedback_optional()}</span>
            </span>
            <input
              ref={fileInput}
              id={pictureId}
              aria-labelledby={`${pictureId}-label`}
              className="feedback-picture__input visually-hidden"
              type="file"
              name="profilePicture"
              accept="image/*"
              disabled={submitting}
              aria-invalid={pictureError ? true : undefined}
              aria-describedby={`${pictureId}-hint ${pictureId}-error`}
              onChange={(e) => {
                const file = e.currentTarget.files?.[0]
                if (file) actor.send({ type: "Choose picture", file })
                else actor.send({ type: "Remove picture" })
              }}
            />
            {/* The native input is hidden; this label opens it and looks like the site's buttons. */}
            <div className="feedback-picture__row">
              <label htmlFor={pictureId} className="button button--secondary button--sm feedback-picture__button">
                {picture === null ? m.contact_feedback_choose_picture() : m.contact_feedback_choose_another()}
              </label>
              <span className="feedback-picture__name">
                {picture === null ? m.contact_feedback_no_picture() : picture.name}
              </span>
            </div>
            <span id={`${pictureId}-hint`} className="field__hint">
              {m.contact_feedback_picture_hint()}
            </span>
            {picture !== null && (
              <div className="feedback-picture__chosen">
                <Button
                  variant="ghost"
                  size="sm"
                  isDisabled={submitting}
                  onPress={() => actor.send({ type: "Remove picture" })}
                >
                  {m.contact_feedback_remove_picture()}
                </Button>
              </div>
            )}
            <div className="field__error-region" aria-live="polite">
              <span id={`${pictureId}-error`} className="field__error">
                {pictureError ?? ""}
              </span>
            </div>
          </div>

          <SelectField
            label={m.contact_feedback_loan_type()}
            placeholder={m.contact_feedback_loan_type_placeholder()}
            options={loanTypeOptions()}
            value={form.loanType}
            errorMessage={ownMessage(errors.loanType)}
            isInvalid={errors.loanType !== undefined}
            isRequired
            isDisabled={submitting}
            onChange={(loanType) => actor.send({ type: "Choose loan type", loanType })}
          />

          <StarRating
            label={m.contact_feedback_rating()}
            value={form.rating}
            errorMessage={ownMessage(errors.rating)}
            isInvalid={errors.rating !== undefined}
            isRequired
            isDisabled={submitting}
            onChange={(rating) => actor.send({ type: "Rate", rating })}
          />

          <TextField
            label={m.contact_feedback_feedback()}
            multiline
            rows={4}
            value={form.feedback}
            errorMessage={ownMessage(errors.feedback)}
            isInvalid={errors.feedback !== undefined}
            isRequired
            isDisabled={submitting}
            maxLength={feedbackMaxLength}
            description={<span className="feedback-counter">{feedbackCounter(form.feedback)}</span>}
            onChange={(value) => actor.send({ type: "Edit field", field: "feedback", value })}
          />

          <ConsentNotice notice="feedback" />
          <Button type="submit" variant="primary" size="lg" isPending={submitting} className="feedback-form__submit">
            {submitting ? m.contact_feedback_submitting() : m.contact_feedback_submit()}
          </Button>
        </Form>

        <p className="feedback-card__more">
          <Link href="/resources/testimonials">{m.contact_feedback_read_more()}</Link>
        </p>
      </section>
    </div>
  )
}
