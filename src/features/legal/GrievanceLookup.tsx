/**
 * The grievance status look-up on /grievance-redressal (issue 14, point 3): the grievance number and the mobile that
 * raised it, an OTP for that mobile, then the status, the dates, the days left and the reply. It renders a grievance
 * look-up machine's state.
 */
import { useSelector } from "@xstate/react"
import { Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { formatLongDate } from "../../../domain/format.ts"
import {
  daysLeftText,
  formatDueDate,
  grievanceCategoryLabel,
  grievanceMessages,
  grievanceStatusName,
  grievanceStatusText
} from "../../../domain/grievance-form.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import type { grievanceLookupMachine } from "../../../machines/grievance-lookup.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { FormField } from "../../ui/FormField.tsx"
import { MobileField } from "../../ui/MobileField.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { GrievanceAnswer } from "./GrievanceAnswer.tsx"
import { GrievanceVerify } from "./GrievanceVerify.tsx"
import "../../ui/otp.css"
import "./grievance.css"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"

export function GrievanceLookup({ actor }: { readonly actor: ActorRefFrom<typeof grievanceLookupMachine> }) {
  useToasts(actor)
  const { form, errors, grievance, notice } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(errors)
  const sendingOtp = useSelector(actor, (s) => s.matches("sendingOtp"))
  const lookingUp = useSelector(actor, (s) => s.matches("lookingUp"))
  const verifying = useSelector(actor, (s) => s.matches("verifying"))
  const found = useSelector(actor, (s) => s.matches("found"))
  const failed = useSelector(actor, (s) => s.matches("failed"))
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)

  if (found && grievance) {
    const waiting = grievance.status !== "Resolved" && grievance.reply === null
    return (
      <GrievanceAnswer
        busy={lookingUp}
        title={`${grievanceStatusName(grievance.status)}: ${grievanceStatusText(grievance.status)}`}
        number={grievance.number}
        facts={[
          [m.legal_field_category(), grievanceCategoryLabel(grievance.category)],
          [m.legal_lookup_received_on(), formatLongDate(grievance.receivedAt)],
          [
            m.legal_grievance_reply_due(),
            `${formatDueDate(grievance.dueDate)}${waiting ? ` (${daysLeftText(grievance.daysLeft)})` : ""}`
          ],
          grievance.resolvedAt === null ? null : [m.legal_lookup_resolved_on(), formatLongDate(grievance.resolvedAt)]
        ]}
        actions={
          <>
            <Button variant="secondary" onPress={() => actor.send({ type: "Refresh" })}>
              {m.legal_lookup_refresh()}
            </Button>
            <Button variant="secondary" onPress={() => actor.send({ type: "Look up another" })}>
              {m.legal_lookup_another()}
            </Button>
          </>
        }
      >
        {grievance.reply !== null && (
          <section className="grievance__reply" aria-labelledby="grievance-reply-title">
            <h4 id="grievance-reply-title">
              {grievance.repliedAt !== null
                ? m.legal_lookup_our_reply_on({ date: formatLongDate(grievance.repliedAt) })
                : m.legal_lookup_our_reply()}
            </h4>
            <p className="grievance__reply-text">{grievance.reply}</p>
          </section>
        )}
      </GrievanceAnswer>
    )
  }

  if (failed) {
    return (
      <div className="grievance__answer" role="alert">
        <p>{grievanceMessages.lookupFailed}</p>
        <div className="grievance__actions">
          <Button onPress={() => actor.send({ type: "Refresh" })}>{m.legal_try_again()}</Button>
          <Button variant="secondary" onPress={() => actor.send({ type: "Look up another" })}>
            {m.legal_lookup_another()}
          </Button>
        </div>
      </div>
    )
  }

  if (verifying && otp)
    return <GrievanceVerify otp={otp} onChangeDetails={() => actor.send({ type: "Change details" })} />

  const busy = sendingOtp || lookingUp
  return (
    <Form
      ref={formRef}
      className="grievance__form"
      validationBehavior="aria"
      onSubmit={(e) => {
        e.preventDefault()
        actor.send({ type: "Look up" })
      }}
    >
      <div className="grievance__notice" role="alert">
        {notice}
      </div>
      <FormField
        label={m.legal_lookup_number()}
        value={form.number}
        error={errors.number}
        description={m.legal_lookup_number_hint()}
        isDisabled={busy}
        onChange={(value) => actor.send({ type: "Edit field", field: "number", value })}
      />
      <MobileField
        label={m.legal_field_mobile()}
        value={form.mobile}
        error={errors.mobile}
        description={m.legal_lookup_mobile_hint()}
        isDisabled={busy}
        onChange={(value) => actor.send({ type: "Edit field", field: "mobile", value })}
      />
      <Button type="submit" size="lg" className="grievance__submit" isDisabled={busy}>
        {sendingOtp ? m.legal_sending_otp() : lookingUp ? m.legal_lookup_checking() : m.legal_lookup_submit()}
      </Button>
    </Form>
  )
}
