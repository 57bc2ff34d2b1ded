/**
 * The grievance form on /grievance-redressal (issue 14, point 3): name, mobile, e-mail, an optional tracking ID, a
 * category and a description with a counter; the notice of what the details are for; the OTP screen for the mobile;
 * and the answer: the grievance number and the date a reply is due. It renders a grievance form machine's state.
 */
import { useSelector } from "@xstate/react"
import { Form, Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import {
  formatDueDate,
  type GrievanceField,
  grievanceCategories,
  maxGrievanceDescription
} from "../../../domain/grievance-form.ts"
import type { grievanceFormMachine } from "../../../machines/grievance-form.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { ConsentNotice } from "./ConsentNotice.tsx"
import "../otp/otp.css"
import "./grievance.css"

export function GrievanceForm({
  actor,
  onTrack
}: {
  readonly actor: ActorRefFrom<typeof grievanceFormMachine>
  /** Look the grievance just raised up (the page hands it to the look-up). */
  readonly onTrack: (number: string, mobile: string, token: string) => void
}) {
  useToasts(actor)
  const { form, errors, receipt, token } = useSelector(actor, (s) => s.context)
  const sendingOtp = useSelector(actor, (s) => s.matches("sendingOtp"))
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const verifying = useSelector(actor, (s) => s.matches("verifying"))
  const submitted = useSelector(actor, (s) => s.matches("submitted"))
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const busy = sendingOtp || submitting

  if (submitted && receipt) {
    return (
      <div className="grievance__answer" role="status">
        <Heading level={3} className="grievance__answer-title">
          Your grievance has been received
        </Heading>
        <dl className="grievance__facts">
          <div>
            <dt>Grievance number</dt>
            <dd className="grievance__number">{receipt.number}</dd>
          </div>
          <div>
            <dt>Reply due by</dt>
            <dd>{formatDueDate(receipt.dueDate)}</dd>
          </div>
        </dl>
        <p>Please keep the grievance number. You can check its status below with the number and your mobile number.</p>
        <div className="grievance__actions">
          <Button onPress={() => onTrack(receipt.number, form.mobile, token ?? "")}>Track this grievance</Button>
          <Button variant="secondary" onPress={() => actor.send({ type: "Raise another" })}>
            Raise another grievance
          </Button>
        </div>
      </div>
    )
  }

  if (verifying && otp) {
    return (
      <div className="grievance__verify">
        <Heading level={3} className="grievance__step-title">
          Verify your mobile number
        </Heading>
        <OtpScreen
          actor={otp}
          startHref="/grievance-redressal"
          onChangeNumber={() => actor.send({ type: "Change details" })}
        />
      </div>
    )
  }

  const edit = (field: GrievanceField) => (value: string) => actor.send({ type: "Edit field", field, value })

  return (
    <Form
      className="grievance__form"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: "Submit" })
      }}
    >
      <FormField
        label="Name"
        value={form.name}
        error={errors.name}
        autoComplete="name"
        isDisabled={busy}
        onChange={edit("name")}
      />
      <FormField
        label="Mobile Number"
        kind="mobile"
        value={form.mobile}
        error={errors.mobile}
        autoComplete="tel-national"
        description="We send an OTP to this number to confirm it is yours."
        isDisabled={busy}
        onChange={edit("mobile")}
      />
      <FormField
        label="Email"
        kind="email"
        value={form.email}
        error={errors.email}
        autoComplete="email"
        isDisabled={busy}
        onChange={edit("email")}
      />
      <FormField
        label="Tracking ID"
        optional
        value={form.trackingId}
        error={errors.trackingId}
        description="From your loan enquiry, if it is about one (like K7QMX-3P9TD)."
        isDisabled={busy}
        onChange={edit("trackingId")}
      />
      <NativeSelect
        label="Category"
        options={grievanceCategories}
        value={form.category}
        placeholder="Choose what it is about"
        errorMessage={errors.category}
        isRequired
        isDisabled={busy}
        onChange={edit("category")}
      />
      <TextField
        label="Description"
        multiline
        rows={6}
        value={form.description}
        maxLength={maxGrievanceDescription}
        errorMessage={errors.description}
        isRequired
        isDisabled={busy}
        description={
          <span className="grievance__counter">
            {form.description.length}/{maxGrievanceDescription} characters
          </span>
        }
        onChange={edit("description")}
      />
      <ConsentNotice notice="grievance" />
      <Button type="submit" size="lg" className="grievance__submit" isDisabled={busy}>
        {sendingOtp ? "Sending OTP..." : submitting ? "Submitting..." : "Submit Grievance"}
      </Button>
    </Form>
  )
}
