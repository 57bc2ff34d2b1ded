/** Track-now (spec section 2): a tracking ID and Track Now, which opens the status page for it. */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect } from "react"
import { Button, Form, Heading } from "react-aria-components"
import { useLocation } from "wouter"
import { m } from "../../../i18n/paraglide/messages.js"
import { trackMachine } from "../../../machines/track.machine.ts"
import { FormField } from "../../ui/FormField.tsx"
import "./track.css"

export default function TrackPage() {
  const [, navigate] = useLocation()
  const actor = useActorRef(trackMachine, { input: {} })
  const trackingId = useSelector(actor, (s) => s.context.trackingId)
  const output = useSelector(actor, (s) => s.output)

  useEffect(() => {
    if (output) navigate(`/application-status?trackingId=${encodeURIComponent(output.trackingId)}`)
  }, [output, navigate])

  return (
    <section className="track container" aria-labelledby="track-title">
      <Heading level={1} id="track-title" className="track__title">
        {m.apply_track_title()}
      </Heading>
      <p className="track__lead">{m.apply_track_lead()}</p>
      <Form
        className="track__form"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: "Track" })
        }}
      >
        <FormField
          label={m.apply_track_id_label()}
          value={trackingId}
          placeholder={m.apply_track_id_placeholder()}
          autoComplete="off"
          isRequired
          onChange={(value) => actor.send({ type: "Type tracking ID", value })}
        />
        <Button type="submit" className="button button--primary">
          {m.apply_track_now()}
        </Button>
      </Form>
    </section>
  )
}
