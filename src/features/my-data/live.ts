/**
 * The "My data" machine with its live actors: the contract's `myData` calls with the token, and the download handed
 * to the browser as a file (my-data.json, the same JSON the server sends as an attachment).
 */
import { Effect } from "effect"
import type { MyDataExport } from "../../../domain/my-data.ts"
import { bearer } from "../../../domain/otp.ts"
import { type CorrectionForm, myDataMachine } from "../../../machines/my-data.machine.ts"
import { Api } from "../../services/api.ts"
import { fromEffect } from "../../services/from-effect.ts"
import { liveMobileEntryMachine, liveOtpMachine } from "../otp/live.ts"

/** Hands the file to the browser (a link to a Blob, clicked). */
const saveFile = (file: MyDataExport) =>
  Effect.sync(() => {
    const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }))
    const link = document.createElement("a")
    link.href = url
    link.download = "my-data.json"
    document.body.append(link)
    link.click()
    link.remove()
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  })

export const loadMyData = fromEffect(({ token }: { token: string }) =>
  Api.use((api) => api.myData.view({ headers: { authorization: bearer(token) } })).pipe(
    Effect.map((answer) => answer.data)
  )
)

export const downloadMyData = fromEffect(({ token }: { token: string }) =>
  Api.use((api) => api.myData.download({ headers: { authorization: bearer(token) } })).pipe(Effect.flatMap(saveFile))
)

export const sendCorrection = fromEffect(({ token, request }: { token: string; request: CorrectionForm }) =>
  Api.use((api) => api.myData.correct({ payload: request, headers: { authorization: bearer(token) } })).pipe(
    Effect.map((answer) => ({ message: answer.message }))
  )
)

export const eraseMyData = fromEffect(({ token }: { token: string }) =>
  Api.use((api) => api.myData.erase({ payload: { confirm: true }, headers: { authorization: bearer(token) } }))
)

export const withdrawConsent = fromEffect(({ token, consentId }: { token: string; consentId: string }) =>
  Api.use((api) =>
    api.myData.withdrawConsent({ params: { id: consentId }, headers: { authorization: bearer(token) } })
  ).pipe(Effect.map((answer) => answer.consent))
)

export const liveMyDataMachine = myDataMachine.provide({
  actors: {
    mobileEntry: liveMobileEntryMachine,
    otp: liveOtpMachine,
    loadMyData,
    downloadMyData,
    sendCorrection,
    eraseMyData,
    withdrawConsent
  }
})
