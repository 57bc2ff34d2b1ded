/** Copies a text (a tracking ID, a referral link); reads 'Copied' for 2 s. The copy machine owns the timing. */

import { useActorRef, useSelector } from "@xstate/react"
import { Button } from "react-aria-components"
import { m } from "../../i18n/paraglide/messages.js"
import { copyMachine } from "../../machines/copy.machine.ts"
import { Clipboard } from "../services/clipboard.ts"
import { fromEffect } from "../services/from-effect.ts"

const liveCopyMachine = copyMachine.provide({
  actors: { writeClipboard: fromEffect(({ text }: { text: string }) => Clipboard.use((c) => c.writeText(text))) }
})

export function CopyButton({ text, className }: { readonly text: string; readonly className?: string }) {
  const actor = useActorRef(liveCopyMachine, { input: { text } })
  const copied = useSelector(actor, (s) => s.matches("copied"))
  return (
    <Button className={className ?? "button button--secondary"} onPress={() => actor.send({ type: "Copy" })}>
      {copied ? m.common_copied() : m.common_copy()}
    </Button>
  )
}
