/**
 * Withdrawing one consent on My data: which consent, what withdrawing does (no more messages or calls about its
 * record; the data stays until erased or its retention period ends), then Yes or Cancel; a failure is said here with
 * Try again; once done, the date it was withdrawn.
 */
import { useSelector } from "@xstate/react"
import { Button } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { formatLongDate } from "../../../domain/format.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { Modal } from "../../ui/Modal.tsx"
import type { liveMyDataMachine } from "./live.ts"
import { purposeLabel } from "./MyDataRecords.tsx"

export function WithdrawDialog({ actor }: { readonly actor: ActorRefFrom<typeof liveMyDataMachine> }) {
  const open = useSelector(actor, (s) => s.matches({ ready: "withdrawing" }))
  const sending = useSelector(actor, (s) => s.matches({ ready: { withdrawing: "sending" } }))
  const failed = useSelector(actor, (s) => s.matches({ ready: { withdrawing: "failed" } }))
  const done = useSelector(actor, (s) => s.matches({ ready: { withdrawing: "done" } }))
  const withdrawal = useSelector(actor, (s) => s.context.withdrawal)
  const consent = useSelector(actor, (s) =>
    s.context.data?.consents.find((c) => c.id === s.context.withdrawal?.consentId)
  )

  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !sending) actor.send(done ? { type: "Close" } : { type: "Cancel withdrawal" })
      }}
      role="alertdialog"
      title={done ? m.my_data_withdrawn_title() : m.my_data_withdraw_title()}
      className="my-data__modal"
    >
      {consent && (
        <p>
          <strong>
            {m.my_data_withdraw_which({
              purpose: purposeLabel(consent.purpose),
              date: formatLongDate(consent.givenAt)
            })}
          </strong>
        </p>
      )}
      {done ? (
        <>
          <p role="status">
            {m.my_data_withdrawn_done({ date: consent?.withdrawnAt ? formatLongDate(consent.withdrawnAt) : "" })}
          </p>
          <div className="my-data__actions">
            <Button className="button button--primary" onPress={() => actor.send({ type: "Close" })}>
              {m.my_data_close()}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>{m.my_data_withdraw_p1()}</p>
          <p>{m.my_data_withdraw_p2()}</p>
          {failed && withdrawal?.failure && (
            <p role="alert" className="my-data__dialog-error">
              {withdrawal.failure}
            </p>
          )}
          <div className="my-data__actions">
            <Button
              className="button button--danger"
              isDisabled={sending}
              onPress={() => actor.send(failed ? { type: "Try again" } : { type: "Confirm withdrawal" })}
            >
              {sending ? m.my_data_withdrawing() : failed ? m.legal_try_again() : m.my_data_withdraw_yes()}
            </Button>
            <Button
              className="button button--secondary"
              isDisabled={sending}
              onPress={() => actor.send({ type: "Cancel withdrawal" })}
            >
              {m.my_data_cancel()}
            </Button>
          </div>
        </>
      )}
    </Modal>
  )
}
