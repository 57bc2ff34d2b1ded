/** "Ask for a correction" on My data: which record, which detail, what is wrong; Send or Cancel. */
import { useSelector } from "@xstate/react"
import { Button, Form } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { formatLongDate } from "../../../domain/format.ts"
import { correctionMaxLength, type MyData } from "../../../domain/my-data.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { Modal } from "../../ui/Modal.tsx"
import { NativeSelect } from "../../ui/NativeSelect.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import type { liveMyDataMachine } from "./live.ts"

/** The records a correction may be about, as the form lists them. */
const correctionTargets = (data: MyData | undefined): ReadonlyArray<{ value: string; label: string }> => [
  ...(data?.enquiries ?? []).map((e) => ({
    value: `enquiry:${e.trackingId}`,
    label: m.my_data_target_enquiry({ id: e.trackingId })
  })),
  ...(data?.creditEnquiries ?? []).map((c) => ({
    value: `credit:${c.id}`,
    label: m.my_data_target_credit({ date: formatLongDate(c.createdAt) })
  })),
  ...(data?.contactMessages ?? []).map((c) => ({
    value: `contact:${c.id}`,
    label: m.my_data_target_contact({ date: formatLongDate(c.createdAt) })
  })),
  { value: "other", label: m.my_data_target_other() }
]

export function CorrectionDialog({ actor }: { readonly actor: ActorRefFrom<typeof liveMyDataMachine> }) {
  const correcting = useSelector(actor, (s) => s.matches({ ready: "correcting" }))
  const sending = useSelector(actor, (s) => s.matches({ ready: { correcting: "sending" } }))
  const { data, correction, errors } = useSelector(actor, (s) => s.context)
  const formRef = useFocusFirstInvalid(errors)

  const targets = correctionTargets(data)
  const targetLabel = targets.find((t) => t.value === correction.record)?.label ?? m.my_data_target_other()

  return (
    <Modal
      isOpen={correcting}
      onOpenChange={(open) => {
        if (!open) actor.send({ type: "Cancel correction" })
      }}
      title={m.my_data_ask_correction()}
      className="my-data__modal"
    >
      <Form
        ref={formRef}
        className="my-data__form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "Send correction" })
        }}
      >
        <NativeSelect
          label={m.my_data_which_record()}
          options={targets.map((t) => t.label)}
          value={targetLabel}
          placeholder={m.my_data_choose_record()}
          errorMessage={errors.record}
          isDisabled={sending}
          onChange={(label) =>
            actor.send({ type: "Choose record", value: targets.find((t) => t.label === label)?.value ?? "other" })
          }
        />
        <TextField
          label={m.my_data_which_detail()}
          description={m.my_data_which_detail_hint()}
          value={correction.field}
          maxLength={60}
          errorMessage={errors.field}
          isDisabled={sending}
          onChange={(value) => actor.send({ type: "Type detail", value })}
        />
        <TextField
          label={m.my_data_what_wrong()}
          description={m.my_data_details_hint({
            max: correctionMaxLength.toLocaleString("en-IN"),
            used: correction.details.length.toLocaleString("en-IN")
          })}
          multiline
          rows={5}
          maxLength={correctionMaxLength}
          value={correction.details}
          errorMessage={errors.details}
          isDisabled={sending}
          onChange={(value) => actor.send({ type: "Type description", value })}
        />
        <div className="my-data__actions">
          <Button type="submit" className="button button--primary" isDisabled={sending}>
            {sending ? m.my_data_sending() : m.my_data_send_correction()}
          </Button>
          <Button
            className="button button--secondary"
            isDisabled={sending}
            onPress={() => actor.send({ type: "Cancel correction" })}
          >
            {m.my_data_cancel()}
          </Button>
        </div>
      </Form>
    </Modal>
  )
}
