/**
 * The apply form (spec section 2 "Apply form"): /resources/apply-now?applicationType= and /apply?loanType=.
 * The enquiry machine owns every rule; this view renders its state and sends the person's events.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { lazy, Suspense, useEffect } from "react"
import { Button, Form, Heading, Text } from "react-aria-components"
import { useLocation, useSearch } from "wouter"
import { type ApplicationType, contactEmailMessages, type EnquiryField } from "../../../domain/enquiry.ts"
import { loanTypeLabelOf } from "../../../domain/loan-products.ts"
import { loanProducts, loanTypeFromQuery } from "../../../domain/loans.ts"
import { isValidReferralLink } from "../../../domain/referral-link.ts"
import { messages } from "../../../domain/validation.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { ReferralLink } from "../../../machines/enquiry.machine.ts"
import { FormField } from "../../ui/FormField.tsx"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import "./apply.css"
import { ConsentCheckbox, ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { ContactPreferenceFields } from "../../ui/ContactPreferenceFields.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"
import { liveEnquiryMachine } from "./live.ts"

/** The success modal (react-aria's Modal and Dialog) loads while the enquiry is being submitted (issue 13). */
const loadSuccessDialog = () =>
  import("../../ui/SuccessDialog.tsx").then((module) => ({ default: module.SuccessDialog }))
const SuccessDialog = lazy(loadSuccessDialog)

const applicationTypeFromQuery = (value: string | null): ApplicationType =>
  value?.trim().toLowerCase() === "referral" ? "Referral" : "Self"

/**
 * Referral-link mode (spec section 2): applicationType=referral with the referrer's name (refname) and 10-digit
 * mobile (refmobile). The visitor's own mobile is the one verified on the referral landing, not the query's.
 */
const referralLinkFromQuery = (params: URLSearchParams): ReferralLink | undefined => {
  const referrerName = (params.get("refname") ?? "").trim().replace(/\s+/gu, " ")
  const referrerMobile = (params.get("refmobile") ?? "").trim()
  return applicationTypeFromQuery(params.get("applicationType")) === "Referral" &&
    isValidReferralLink(referrerName, referrerMobile)
    ? { referrerName, referrerMobile }
    : undefined
}

interface FieldSpec {
  readonly field: EnquiryField
  /** The label's words, read when the form renders. */
  readonly label: () => string
  readonly kind: "text" | "email" | "mobile"
  readonly autoComplete?: string
  readonly optional?: boolean
}

const selfFields: ReadonlyArray<FieldSpec> = [
  { field: "name", label: m.apply_field_name, kind: "text", autoComplete: "name" },
  { field: "location", label: m.apply_field_location, kind: "text", autoComplete: "address-level2" },
  { field: "email", label: m.apply_field_email, kind: "email", autoComplete: "email", optional: true },
  { field: "mobile", label: m.apply_field_mobile, kind: "mobile", autoComplete: "tel-national" }
]

/** In Referral mode the referrer ("Your ...") comes first, then the friend being referred. */
const referrerFields: ReadonlyArray<FieldSpec> = [
  { field: "referrerName", label: m.apply_field_your_name, kind: "text", autoComplete: "name" },
  { field: "referrerLocation", label: m.apply_field_your_location, kind: "text", autoComplete: "address-level2" },
  { field: "referrerEmail", label: m.apply_field_your_email, kind: "email", autoComplete: "email" },
  { field: "referrerMobile", label: m.apply_field_your_mobile, kind: "mobile", autoComplete: "tel-national" }
]
const friendFields: ReadonlyArray<FieldSpec> = [
  { field: "name", label: m.apply_field_friend_name, kind: "text", autoComplete: "off" },
  { field: "email", label: m.apply_field_friend_email, kind: "email", autoComplete: "off", optional: true },
  { field: "location", label: m.apply_field_friend_location, kind: "text", autoComplete: "off" },
  { field: "mobile", label: m.apply_field_friend_mobile, kind: "mobile", autoComplete: "off" }
]

/**
 * Referral-link mode: the visitor is the referred person. The referrer's name and mobile (from the link) and the
 * visitor's verified mobile are shown, not edited; the enquiry goes `via: 'link'`, so nothing more of the referrer
 * is asked.
 */
const linkVisitorFields: ReadonlyArray<FieldSpec> = [
  { field: "name", label: m.apply_field_your_name, kind: "text", autoComplete: "name" },
  { field: "location", label: m.apply_field_your_location, kind: "text", autoComplete: "address-level2" },
  { field: "email", label: m.apply_field_your_email, kind: "email", autoComplete: "email", optional: true }
]

/**
 * From a referral link the visitor is the referred person, and the field says 'Your Name': its messages speak to
 * them too ('Please enter your name.', 'Enter an e-mail address to hear from us by e-mail.'), not of a 'referee' or
 * a friend as the referrer's form does.
 */
const linkVisitorMessage = (message: string | undefined): string | undefined =>
  message === messages.refereeNameRequired
    ? messages.nameRequired
    : message === messages.refereeName
      ? messages.name
      : message === contactEmailMessages.friend
        ? contactEmailMessages.self
        : message

export default function ApplyPage() {
  const params = new URLSearchParams(useSearch())
  const [, navigate] = useLocation()
  const actor = useActorRef(liveEnquiryMachine, {
    input: {
      applicationType: applicationTypeFromQuery(params.get("applicationType")),
      loanType: loanTypeFromQuery(params.get("loanType")),
      referralLink: referralLinkFromQuery(params)
    }
  })
  const referralLink = useSelector(actor, (s) => s.context.referralLink)
  const findingVerifiedMobile = useSelector(actor, (s) => s.matches("findingVerifiedMobile") || s.matches("unverified"))
  const form = useSelector(actor, (s) => s.context.form)
  const errors = useSelector(actor, (s) => s.context.errors)
  const formRef = useFocusFirstInvalid(errors)
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const submitted = useSelector(actor, (s) => s.matches("submitted"))
  useEffect(() => {
    if (submitting) void loadSuccessDialog().catch(() => undefined)
  }, [submitting])
  const done = useSelector(actor, (s) => s.status === "done")
  const trackingId = useSelector(actor, (s) => s.context.trackingId)

  useToasts(actor)

  useEffect(() => {
    if (done) navigate("/")
  }, [done, navigate])

  const field = (spec: FieldSpec) => (
    <FormField
      key={`${form.applicationType}-${spec.field}`}
      label={spec.label()}
      kind={spec.kind}
      value={form[spec.field]}
      error={referralLink !== undefined ? linkVisitorMessage(errors[spec.field]) : errors[spec.field]}
      optional={spec.optional}
      autoComplete={spec.autoComplete}
      isDisabled={submitting}
      onChange={(value) => actor.send({ type: "Edit field", field: spec.field, value })}
    />
  )

  return (
    <div className="apply">
      <nav className="apply__sidebar" aria-label={m.apply_loan_types()}>
        <h2 className="apply__sidebar-title">{m.apply_loan_types()}</h2>
        <ul>
          {loanProducts.map((p) => (
            <li key={p.id}>
              <Button
                className="apply__loan"
                aria-pressed={p.name === form.loanType}
                isDisabled={submitting}
                onPress={() => actor.send({ type: "Choose loan type", loanType: p.name })}
              >
                {p.label()}
              </Button>
            </li>
          ))}
        </ul>
      </nav>

      <section className="apply__main" aria-labelledby="apply-title">
        <Heading level={1} id="apply-title" className="apply__title">
          {m.apply_title({ loanType: loanTypeLabelOf(form.loanType) })}
        </Heading>
        <Text elementType="p" className="apply__subtitle">
          {m.apply_subtitle()}
        </Text>

        {findingVerifiedMobile && <LoadingState />}

        {!findingVerifiedMobile && (
          <Form
            ref={formRef}
            className="apply__form"
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault()
              actor.send({ type: "Submit" })
            }}
          >
            {referralLink === undefined && (
              <RadioGroup<ApplicationType>
                label={m.apply_application_type()}
                options={[
                  { value: "Self", label: m.apply_type_self() },
                  { value: "Referral", label: m.apply_type_referral() }
                ]}
                value={form.applicationType}
                isDisabled={submitting}
                onChange={(value) =>
                  actor.send({ type: value === "Referral" ? "Switch to referral" : "Switch to self" })
                }
              />
            )}

            {referralLink !== undefined ? (
              <>
                <dl className="apply__referral" aria-label={m.apply_referral_summary()}>
                  <div>
                    <dt>{m.apply_application_type()}</dt>
                    <dd>{m.apply_type_referral()}</dd>
                  </div>
                  <div>
                    <dt>{m.apply_referred_by()}</dt>
                    <dd>
                      {form.referrerName} (+91 {form.referrerMobile})
                    </dd>
                  </div>
                  <div>
                    <dt>{m.apply_your_mobile_number_verified()}</dt>
                    <dd>
                      +91 {form.mobile} <span className="apply__verified">{m.apply_verified()}</span>
                    </dd>
                  </div>
                </dl>
                <div className="apply__grid">{linkVisitorFields.map(field)}</div>
              </>
            ) : form.applicationType === "Self" ? (
              <div className="apply__grid">{selfFields.map(field)}</div>
            ) : (
              <>
                <fieldset className="apply__group">
                  <legend>{m.apply_your_details()}</legend>
                  <div className="apply__grid">{referrerFields.map(field)}</div>
                </fieldset>
                <fieldset className="apply__group">
                  <legend>{m.apply_friend_details()}</legend>
                  <div className="apply__grid">{friendFields.map(field)}</div>
                </fieldset>
              </>
            )}

            <ContactPreferenceFields
              key={form.applicationType}
              contact={form.contact}
              error={errors.contact}
              about={form.applicationType === "Referral" && referralLink === undefined ? "friend" : "self"}
              isDisabled={submitting}
              onEdit={(edit) => actor.send(edit)}
            />

            <FormField
              label={m.apply_field_loan_type()}
              kind="text"
              value={loanTypeLabelOf(form.loanType)}
              isReadOnly
              onChange={() => {}}
            />

            <ConsentNotice notice="enquiry" />
            <ConsentCheckbox
              label="enquiry"
              agreed={form.consent}
              error={errors.consent}
              isDisabled={submitting}
              onChange={(agreed) => actor.send({ type: "Set consent", agreed })}
            />

            <Button type="submit" className="button button--primary apply__submit" isDisabled={submitting}>
              {submitting ? m.apply_submitting() : m.apply_submit()}
            </Button>
          </Form>
        )}
      </section>

      {trackingId !== undefined && submitted && (
        <Suspense fallback={null}>
          <SuccessDialog isOpen trackingId={trackingId} onDone={() => actor.send({ type: "Done" })} />
        </Suspense>
      )}
    </div>
  )
}
