/**
 * The page a message's stop link opens (/messages/stop/:token, never indexed): it stops further messages about the
 * application as it opens (machines/stop-messages.machine.ts) and says so, or says the link is not one of ours. Either
 * way it points to My data, where every consent can be seen and withdrawn.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Heading } from "react-aria-components"
import { useParams } from "wouter"
import { m } from "../../../i18n/paraglide/messages.js"
import { Button } from "../../ui/Button.tsx"
import { LinkButton } from "../../ui/LinkButton.tsx"
import { LoadingState } from "../../ui/Spinner.tsx"
import { liveStopMessagesMachine } from "./live.ts"
import "./stop-messages.css"

export default function StopMessagesPage() {
  const { token = "" } = useParams<{ token: string }>()
  const actor = useActorRef(liveStopMessagesMachine, { input: { token: decodeURIComponent(token) } })
  const state = useSelector(actor, (s) => s.value)
  const failure = useSelector(actor, (s) => s.context.failure)

  return (
    <article className="container stop-messages" aria-labelledby="stop-title" aria-busy={state === "stopping"}>
      <Heading level={1} id="stop-title">
        {m.my_data_stop_title()}
      </Heading>
      {state === "stopping" && <LoadingState label={m.my_data_stop_working()} />}
      {state === "stopped" && <p role="status">{m.my_data_stop_done()}</p>}
      {state === "invalid" && <p role="alert">{m.my_data_stop_invalid()}</p>}
      {state === "failed" && (
        <div role="alert">
          <p>{failure}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: "Try again" })}>
            {m.common_try_again()}
          </Button>
        </div>
      )}
      {state !== "stopping" && (
        <p>
          <LinkButton href="/my-data" variant="secondary">
            {m.my_data_stop_my_data()}
          </LinkButton>
        </p>
      )}
    </article>
  )
}
