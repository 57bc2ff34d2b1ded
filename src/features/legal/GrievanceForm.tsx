/**
 * The grievance form on /grievance-redressal (issue 14, point 3): name, mobile, e-mail, an optional tracking ID, a
 * category and a description with a counter; the notice of what the details are for; the OTP screen for the mobile;
 * and the answer: the grievance number and the date a reply is due. It renders a grievance form machine's state.
 */
import { useSelector } from "@xstate/react"
import { Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import {
  formatDueDate,
  type GrievanceField,
  grievanceCategories,
  grievanceCategoryLabel,
  maxGrievanceDescription
} from "../../../domain/grievance-form.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { grievanceFormMachine } from "../../../machines/grievance-form.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { ContactFields } from "../../ui/ContactFields.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { GrievanceAnswer } from "./GrievanceAnswer.tsx"
import { GrievanceVerify } from "./GrievanceVerify.tsx"
import "../../ui/otp.css"
import "./grievance.css"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"

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
  const formRef = useFocusFirstInvalid(errors)
  const sendingOtp = useSelector(actor, (s) => s.matches("sendingOtp"))
  const submitting = useSelector(actor, (s) => s.matches("submitting"))
  const verifying = useSelector(actor, (s) => s.matches("verifying"))
  const submitted = useSelector(actor, (s) => s.matches("submitted"))
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const busy = sendingOtp || submitting

  if (submitted && receipt) {
    return (
      <GrievanceAnswer
        role="status"
        title={m.legal_grievance_received_title()}
        number={receipt.number}
        facts={[[m.legal_grievance_reply_due(), formatDueDate(receipt.dueDate)]]}
        actions={
          <>
            <Button onPress={() => onTrack(receipt.number, form.mobile, token ?? "")}>
              {m.legal_grievance_track_this()}
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: "Raise another" })}>
              {m.legal_grievance_raise_another()}
            </Button>
          </>
        }
      >
        <p>{m.legal_grievance_keep_number()}</p>
      </GrievanceAnswer>
    )
  }

  if (verifying && otp)
    return <GrievanceVerify otp={otp} onChangeDetails={() => actor.send({ type: "Change details" })} />

  const edit = (field: GrievanceField) => (value: string) => actor.send({ type: "Edit field", field, value })

  return (
    <Form
      ref={formRef}
      className="grievance__form"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: "Submit" })
      }}
    >
      <ContactFields values={form} errors={errors} isDisabled={busy} onChange={(field, value) => edit(field)(value)} />
      <FormField
        label={m.legal_field_tracking_id()}
        optional
        value={form.trackingId}
        error={errors.trackingId}
        description={m.legal_field_tracking_id_hint()}
        isDisabled={busy}
        onChange={edit("trackingId")}
      />
      <NativeSelect
        label={m.legal_field_category()}
        options={grievanceCategories.map(grievanceCategoryLabel)}
        value={form.category === "" ? "" : grievanceCategoryLabel(form.category)}
        placeholder={m.legal_field_category_placeholder()}
        errorMessage={errors.category}
        isRequired
        isDisabled={busy}
        onChange={(label) =>
          edit("category")(grievanceCategories.find((c) => grievanceCategoryLabel(c) === label) ?? label)
        }
      />
      <TextField
        label={m.legal_field_description()}
        multiline
        rows={6}
        value={form.description}
        maxLength={maxGrievanceDescription}
        errorMessage={errors.description}
        isRequired
        isDisabled={busy}
        description={
          <span className="grievance__counter">
            {m.legal_field_description_counter({ count: form.description.length, max: maxGrievanceDescription })}
          </span>
        }
        onChange={edit("description")}
      />
      <ConsentNotice notice="grievance" />
      <Button type="submit" size="lg" className="grievance__submit" isDisabled={busy}>
        {sendingOtp ? m.legal_sending_otp() : submitting ? m.legal_grievance_submitting() : m.legal_grievance_submit()}
      </Button>
    </Form>
  )
}
