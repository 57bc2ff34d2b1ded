/**
 * "My data" (issue 14, point 4): /my-data, noindex and never prerendered with anyone's data. The person verifies their
 * mobile by OTP and sees every record held for it; they may download it as a JSON file, ask for a correction, or
 * withdraw consent and erase it after a confirmation, or withdraw one consent alone. What the law makes us keep is
 * named with the reason. Feedback, tied to no mobile, is not listed: a note says how to have it changed or removed (a
 * grievance). The records are MyDataRecords.tsx, the dialogs CorrectionDialog.tsx, EraseDialog.tsx and
 * WithdrawDialog.tsx.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { Button, Heading } from "react-aria-components"
import type { ActorRefFrom } from "xstate"
import { m } from "../../../i18n/paraglide/messages.js"
import type { mobileEntryMachine } from "../../../machines/mobile-entry.machine.ts"
import { myDataScreenMessages } from "../../../machines/my-data.machine.ts"
import type { otpMachine } from "../../../machines/otp.machine.ts"
import { Link } from "../../ui/Link.tsx"
import { RichText } from "../../ui/RichText.tsx"
import { useToasts } from "../../ui/useToasts.ts"
import { MobileEntryForm } from "../otp/MobileEntryForm.tsx"
import { OtpScreen } from "../otp/OtpScreen.tsx"
import { CorrectionDialog } from "./CorrectionDialog.tsx"
import { EraseDialog } from "./EraseDialog.tsx"
import { Kept } from "./Kept.tsx"
import { liveMyDataMachine } from "./live.ts"
import { MyDataRecords } from "./MyDataRecords.tsx"
import { WithdrawDialog } from "./WithdrawDialog.tsx"
import "../../ui/otp.css"
import "./my-data.css"

/** Where a sentence of the catalog puts the mobile number (shown in bold). */
const mobileMark = "\u0000"

function MobileIn({ words, mobile }: { readonly words: string; readonly mobile: string }) {
  const [before = "", after = ""] = words.split(mobileMark)
  return (
    <>
      {before}
      <strong>+91 {mobile}</strong>
      {after}
    </>
  )
}

export default function MyDataPage() {
  const actor = useActorRef(liveMyDataMachine)
  const entry = useSelector(actor, (s) => s.children.mobileEntry as ActorRefFrom<typeof mobileEntryMachine> | undefined)
  const otp = useSelector(actor, (s) => s.children.otp as ActorRefFrom<typeof otpMachine> | undefined)
  const loading = useSelector(actor, (s) => s.matches("loading"))
  const loadFailed = useSelector(actor, (s) => s.matches("loadFailed"))
  const expired = useSelector(actor, (s) => s.matches("expired"))
  const ready = useSelector(actor, (s) => s.matches("ready"))
  const downloading = useSelector(actor, (s) => s.matches({ ready: "downloading" }))
  const erasedState = useSelector(actor, (s) => s.matches("erased"))
  const { data, mobile, erasure } = useSelector(actor, (s) => s.context)

  useToasts(actor)

  return (
    <section className="my-data" aria-labelledby="my-data-title" aria-busy={loading}>
      <div className="my-data__hero">
        <div className="my-data__inner">
          <Heading level={1} id="my-data-title" className="my-data__title">
            {m.my_data_title()}
          </Heading>
          <p className="my-data__lead">
            <RichText copy={m.my_data_lead()} />
          </p>
        </div>
      </div>

      <div className="my-data__inner my-data__body">
        {entry && (
          <div className="verify-page__card my-data__verify">
            <p>{m.my_data_verify_first()}</p>
            <MobileEntryForm actor={entry} submitLabel={m.my_data_send_otp()} />
          </div>
        )}
        {otp && (
          <div className="verify-page__card my-data__verify">
            <OtpScreen actor={otp} startHref="/my-data" onChangeNumber={() => actor.send({ type: "Change number" })} />
          </div>
        )}

        {loading && (
          <p className="my-data__status" role="status">
            {m.my_data_loading()}
          </p>
        )}
        {loadFailed && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.loadFailed}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Try again" })}>
              {m.legal_try_again()}
            </Button>
          </div>
        )}
        {expired && (
          <div className="my-data__error" role="alert">
            <p>{myDataScreenMessages.expired}</p>
            <Button className="button button--primary" onPress={() => actor.send({ type: "Verify again" })}>
              {m.my_data_verify_again()}
            </Button>
          </div>
        )}

        {ready && data && (
          <>
            <div className="my-data__summary card">
              <p>
                <MobileIn words={m.my_data_records_for({ mobile: mobileMark })} mobile={mobile} />
              </p>
              <div className="my-data__actions">
                <Button
                  className="button button--primary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Download" })}
                >
                  {downloading ? m.my_data_preparing() : m.my_data_download()}
                </Button>
                <Button
                  className="button button--secondary"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Ask for a correction" })}
                >
                  {m.my_data_ask_correction()}
                </Button>
                <Button
                  className="button button--danger"
                  isDisabled={downloading}
                  onPress={() => actor.send({ type: "Erase my data" })}
                >
                  {m.my_data_erase()}
                </Button>
              </div>
            </div>
            <MyDataRecords
              data={data}
              busy={downloading}
              onCorrect={(record) => actor.send({ type: "Ask for a correction", record })}
              onWithdraw={(consentId) => actor.send({ type: "Withdraw consent", consentId })}
            />
            <Kept />
          </>
        )}

        {erasedState && erasure && (
          <div className="my-data__done card" role="status">
            <h2>{erasure.erased ? m.my_data_msg_erased() : m.my_data_msg_nothing_to_erase()}</h2>
            <p>{m.my_data_erased_note()}</p>
            <Kept />
            <Link href="/">{m.my_data_go_home()}</Link>
          </div>
        )}
      </div>

      <CorrectionDialog actor={actor} />
      <EraseDialog actor={actor} />
      <WithdrawDialog actor={actor} />
    </section>
  )
}
