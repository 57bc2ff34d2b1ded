/**
 * Personal details of the credit score check (spec section 2): /credit-score/personal-details?token=. The mobile is
 * read-only, from the token. Submit reads 'Checking...'; after the success toast the page says where it goes and
 * leaves for the bureau after 4 s. Without a usable token the machine toasts and the page goes back to /credit-score.
 * The PAN is only ever shown masked once sent.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useState } from "react"
import { Button, Form, Heading } from "react-aria-components"
import { useLocation, useSearch } from "wouter"
import { type CreditTextField, type Gender, genders } from "../../../domain/credit.ts"
import { statesAndUnionTerritories } from "../../../domain/indian-states.ts"
import { ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { DateOfBirthField } from "../../ui/DateOfBirthField.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { RadioGroup } from "../../ui/RadioGroup.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { TermsCheckbox } from "../../ui/TermsCheckbox.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { liveCreditDetailsMachine } from "./live.ts"
import "./credit.css"
import "../../ui/otp.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { useToasts } from "../../ui/useToasts.ts"

interface TextSpec {
  readonly field: CreditTextField
  readonly label: string
  readonly autoComplete?: string
  readonly kind?: "text" | "email" | "code"
  readonly description?: string
  readonly maxLength?: number
}

const nameFields = (): ReadonlyArray<TextSpec> => [
  {
    field: "firstName",
    label: m.credit_details_first_name(),
    autoComplete: "given-name",
    description: m.credit_details_as_per_pan()
  },
  {
    field: "lastName",
    label: m.credit_details_last_name(),
    autoComplete: "family-name",
    description: m.credit_details_as_per_pan()
  }
]
const addressFields = (): ReadonlyArray<TextSpec> => [
  { field: "pincode", label: m.credit_details_pincode(), autoComplete: "postal-code", kind: "code", maxLength: 6 },
  { field: "city", label: m.credit_details_city(), autoComplete: "address-level2" }
]
const genderLabel = (gender: Gender): string =>
  gender === "Male" ? m.credit_details_gender_male() : m.credit_details_gender_female()

export default function PersonalDetailsPage() {
  const token = new URLSearchParams(useSearch()).get("token")
  const [, navigate] = useLocation()
  const [now] = useState(() => Date.now())
  const actor = useActorRef(liveCreditDetailsMachine, { input: { token, now } })
  const { form, errors, mobile, submittedPan, redirectUrl } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(errors)
  const editing = useSelector(actor, (s) => s.matches("editing") || s.matches("submitting"))
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const submitted = useSelector(actor, (s) => s.matches("submitted"))
  const output = useSelector(actor, (s) => s.output)

  useToasts(actor)

  useEffect(() => {
    if (!output) return
    if (output._tag === "StartOver") navigate(output.path, { replace: true })
    else window.location.assign(output.href)
  }, [output, navigate])

  const text = (spec: TextSpec) => (
    <FormField
      key={spec.field}
      label={spec.label}
      kind={spec.kind ?? "text"}
      value={form[spec.field]}
      error={errors[spec.field]}
      description={spec.description}
      autoComplete={spec.autoComplete}
      maxLength={spec.maxLength}
      isDisabled={submitting}
      onChange={(value) => actor.send({ type: "Edit field", field: spec.field, value })}
    />
  )

  return (
    <section className="details" aria-labelledby="details-title">
      <div className="details__card">
        <Heading level={1} id="details-title" className="details__title">
          {m.credit_details_title()}
        </Heading>

        {submitted && (
          <div className="details__sent" role="status">
            <p className="details__sent-title">
              {submittedPan ? m.credit_details_sent_pan({ pan: submittedPan }) : m.credit_details_sent()}
            </p>
            <p>{m.credit_details_leaving()}</p>
            {redirectUrl && (
              <a className="link" href={redirectUrl}>
                {m.credit_details_continue()}
              </a>
            )}
          </div>
        )}

        {!editing && !submitted && <LoadingState />}

        {editing && (
          <>
            <p className="details__lead">{m.credit_details_lead()}</p>
            <Form
              ref={formRef}
              className="details__form"
              validationBehavior="aria"
              onSubmit={(e) => {
                e.preventDefault()
                actor.send({ type: "Submit" })
              }}
            >
              <div className="details__grid">
                {nameFields().map(text)}
                <RadioGroup<Gender>
                  label={m.credit_details_gender()}
                  options={genders.map((g) => ({ value: g, label: genderLabel(g) }))}
                  value={form.gender === "" ? undefined : form.gender}
                  errorMessage={errors.gender}
                  isRequired
                  isDisabled={submitting}
                  onChange={(gender) => actor.send({ type: "Choose gender", gender })}
                />
                <FormField
                  label={m.credit_details_email()}
                  kind="email"
                  value={form.email}
                  error={errors.email}
                  autoComplete="email"
                  isDisabled={submitting}
                  onChange={(value) => actor.send({ type: "Edit field", field: "email", value })}
                />
                <FormField
                  label={m.credit_mobile_label()}
                  kind="mobile"
                  value={mobile}
                  isReadOnly
                  onChange={() => {}}
                  description={m.credit_details_verified()}
                />
                <FormField
                  label={m.credit_details_pan()}
                  value={form.pan}
                  error={errors.pan}
                  description={m.credit_details_pan_hint()}
                  autoComplete="off"
                  maxLength={10}
                  isDisabled={submitting}
                  onChange={(value) => actor.send({ type: "Edit field", field: "pan", value })}
                />
                <DateOfBirthField
                  label={m.credit_details_dob()}
                  value={form.dob}
                  errorMessage={errors.dob}
                  description={m.credit_details_dob_hint()}
                  isRequired
                  isDisabled={submitting}
                  onChange={(value) => actor.send({ type: "Edit field", field: "dob", value })}
                />
              </div>
              <TextField
                label={m.credit_details_address()}
                multiline
                rows={3}
                value={form.address}
                errorMessage={errors.address}
                autoComplete="street-address"
                isRequired
                isDisabled={submitting}
                onChange={(value) => actor.send({ type: "Edit field", field: "address", value })}
              />
              <div className="details__grid details__grid--three">
                {addressFields().map(text)}
                <NativeSelect
                  label={m.credit_details_state()}
                  placeholder={m.credit_details_state_placeholder()}
                  options={statesAndUnionTerritories}
                  value={form.state}
                  errorMessage={errors.state}
                  autoComplete="address-level1"
                  isRequired
                  isDisabled={submitting}
                  onChange={(value) => actor.send({ type: "Edit field", field: "state", value })}
                />
              </div>
              <ConsentNotice notice="credit" />
              <TermsCheckbox
                isSelected={form.acceptTerms}
                error={errors.acceptTerms}
                isDisabled={submitting}
                onChange={(accepted) => actor.send({ type: "Accept terms", accepted })}
              >
                {m.credit_details_terms()}
              </TermsCheckbox>
              <Button
                type="submit"
                className="button button--primary button--lg details__submit"
                isDisabled={submitting}
              >
                {submitting ? m.credit_details_checking() : m.credit_details_submit()}
              </Button>
            </Form>
          </>
        )}
      </div>
    </section>
  )
}
