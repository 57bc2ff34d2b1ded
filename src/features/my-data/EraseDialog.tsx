/** Withdrawing consent and erasing on My data: what goes, what the law keeps, then Yes or Cancel. */
import { useSelector } from "@xstate/react"
import { Button } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { keptAfterErasure } from "../../../domain/erasure.ts"
import { m } from "../../../i18n/paraglide/messages.js"
import { Modal } from "../../ui/Modal.tsx"
import type { liveMyDataMachine } from "./live.ts"

export function EraseDialog({ actor }: { readonly actor: ActorRefFrom<typeof liveMyDataMachine> }) {
  const confirming = useSelector(actor, (s) => s.matches({ ready: "confirming" }) || s.matches({ ready: "erasing" }))
  const erasing = useSelector(actor, (s) => s.matches({ ready: "erasing" }))
  const mobile = useSelector(actor, (s) => s.context.mobile)

  return (
    <Modal
      isOpen={confirming}
      onOpenChange={(open) => {
        if (!open && !erasing) actor.send({ type: "Cancel erase" })
      }}
      role="alertdialog"
      title={m.my_data_confirm_title()}
      className="my-data__modal"
    >
      <p>{m.my_data_confirm_p1({ mobile })}</p>
      <p>{m.my_data_confirm_p2()}</p>
      <ul className="my-data__kept-list">
        {keptAfterErasure().map((k) => (
          <li key={k.what}>{k.what}.</li>
        ))}
      </ul>
      <div className="my-data__actions">
        <Button
          className="button button--danger"
          isDisabled={erasing}
          onPress={() => actor.send({ type: "Confirm erase" })}
        >
          {erasing ? m.my_data_erasing() : m.my_data_confirm_yes()}
        </Button>
        <Button
          className="button button--secondary"
          isDisabled={erasing}
          onPress={() => actor.send({ type: "Cancel erase" })}
        >
          {m.my_data_cancel()}
        </Button>
      </div>
    </Modal>
  )
}
