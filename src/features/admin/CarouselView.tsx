/**
 * The home carousel: the slides in order (shown or hidden), each with Edit, Move earlier and Move later; Add slide;
 * the editor with heading, text, an uploaded image, both buttons (shown or not, text, link) and whether it is shown,
 * and the same words in Hindi for /hi/. A slide whose shown words lack their Hindi is marked "Hindi missing" (/hi/
 * shows those words in English).
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useId } from "react"
import { Checkbox, FileTrigger, Form, Heading } from "react-aria-components"
import type { ContextFrom } from "xstate"
import { missingHindi } from "../../../domain/admin-api.ts"
import type { SlideField } from "../../../machines/admin-carousel.machine.ts"
import { Button } from "../../ui/Button.tsx"
import { LoadState, loadStatus } from "../../ui/LoadState.tsx"
import { TextField } from "../../ui/TextField.tsx"
import { liveAdminCarouselMachine } from "./live.ts"
import "../../ui/otp.css"
import { useStaffEvents } from "./useStaffEvents.ts"

function Toggle({
  label,
  isSelected,
  onChange
}: {
  readonly label: string
  readonly isSelected: boolean
  readonly onChange: (v: boolean) => void
}) {
  return (
    <Checkbox className="terms__box admin-toggle" isSelected={isSelected} onChange={onChange}>
      <span className="terms__mark" aria-hidden="true">
        <svg viewBox="0 0 18 18">
          <polyline points="3 9.5 7.5 14 15 4.5" />
        </svg>
      </span>
      <span className="terms__label">{label}</span>
    </Checkbox>
  )
}

type SlideDraft = ContextFrom<typeof liveAdminCarouselMachine>["draft"]
type SlideErrors = ContextFrom<typeof liveAdminCarouselMachine>["errors"]

/** One of the slide's two buttons: whether it is shown, its text and its link. */
function ButtonFields({
  ordinal,
  fields: [shown, text, link],
  linkPlaceholder,
  draft,
  errors,
  change
}: {
  readonly ordinal: "First" | "Second"
  readonly fields: readonly [
    "isPrimaryButtonEnabled" | "isSecondaryButtonEnabled",
    "primaryButtonText" | "secondaryButtonText",
    "primaryButtonUrl" | "secondaryButtonUrl"
  ]
  readonly linkPlaceholder: string
  readonly draft: SlideDraft
  readonly errors: SlideErrors
  readonly change: (field: SlideField) => (value: string | boolean) => void
}) {
  const lower = ordinal.toLowerCase()
  return (
    <fieldset className="admin-slide-form__buttons">
      <legend>{ordinal} button</legend>
      <Toggle label={`Show the ${lower} button`} isSelected={draft[shown]} onChange={change(shown)} />
      <TextField
        label={`${ordinal} button text`}
        value={draft[text]}
        onChange={change(text)}
        errorMessage={errors[text]}
      />
      <TextField
        label={`${ordinal} button link`}
        placeholder={linkPlaceholder}
        value={draft[link]}
        onChange={change(link)}
        errorMessage={errors[link]}
      />
    </fieldset>
  )
}

/** "Hindi missing: heading, first button" where /hi/ would show English; nothing when every shown word has Hindi. */
function HindiStatus({ missing }: { readonly missing: ReadonlyArray<string> }) {
  if (missing.length === 0) return null
  return (
    <p className="admin-slide__hindi-missing">
      <strong>Hindi missing</strong>: {missing.join(", ")} (shown in English on /hi/)
    </p>
  )
}

/** One of the slide's words in Hindi (optional: left empty, /hi/ shows the English). */
function HindiField({
  label,
  field,
  multiline,
  draft,
  errors,
  change
}: {
  readonly label: string
  readonly field: "headingHi" | "textHi" | "primaryButtonTextHi" | "secondaryButtonTextHi"
  readonly multiline?: boolean
  readonly draft: SlideDraft
  readonly errors: SlideErrors
  readonly change: (field: SlideField) => (value: string | boolean) => void
}) {
  return (
    <TextField
      label={label}
      multiline={multiline}
      rows={multiline ? 2 : undefined}
      optionalHint
      value={draft[field] ?? ""}
      onChange={change(field)}
      errorMessage={errors[field]}
    />
  )
}

export function CarouselView({ onUnauthorized }: { readonly onUnauthorized: () => void }) {
  const actor = useActorRef(liveAdminCarouselMachine)
  useStaffEvents(actor, onUnauthorized)
  const state = useSelector(actor, (s) => s.value)
  const { slides, draft, errors, error, editingId, moving } = useSelector(actor, (s) => s.context)
  const uploading = useSelector(actor, (s) => s.matches({ editing: "uploading" }))
  const saving = useSelector(actor, (s) => s.matches({ editing: "saving" }))
  const imageErrorId = useId()
  const change = (field: SlideField) => (value: string | boolean) => actor.send({ type: "Change", field, value })

  return (
    <section aria-labelledby="admin-carousel-title" aria-busy={state === "loading" || state === "moving"}>
      <Heading level={1} id="admin-carousel-title">
        Home carousel
      </Heading>
      {typeof state === "string" && (
        <LoadState
          status={loadStatus(state, false)}
          failure={error}
          onRetry={() => actor.send({ type: "Try again" })}
          noteClassName="admin__error"
        >
          <p>
            <Button onPress={() => actor.send({ type: "Add slide" })}>Add slide</Button>
          </p>
          <ol className="admin-slides">
            {slides.map((s, i) => (
              <li key={s.id} className="card admin-slide">
                <img className="admin-slide__image" src={s.imageUrl} alt="" width={120} height={68} />
                <div className="admin-slide__body">
                  <h2 className="admin-slide__heading">{s.heading}</h2>
                  <p className="admin-slide__meta">
                    {s.isActive ? "Shown" : "Hidden"}
                    {s.isPrimaryButtonEnabled ? `, button '${s.primaryButtonText}'` : ""}
                    {s.isSecondaryButtonEnabled ? `, button '${s.secondaryButtonText}'` : ""}
                  </p>
                  <HindiStatus missing={missingHindi(s)} />
                </div>
                <div className="admin-confirm__actions">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit: ${s.heading}`}
                    isDisabled={moving !== undefined}
                    onPress={() => actor.send({ type: "Edit slide", id: s.id })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move earlier: ${s.heading}`}
                    isDisabled={i === 0 || moving !== undefined}
                    onPress={() => actor.send({ type: "Move earlier", id: s.id })}
                  >
                    Move earlier
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move later: ${s.heading}`}
                    isDisabled={i === slides.length - 1 || moving !== undefined}
                    onPress={() => actor.send({ type: "Move later", id: s.id })}
                  >
                    Move later
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </LoadState>
      )}
      {typeof state === "object" && "editing" in state && (
        <Form
          className="card admin-slide-form"
          aria-labelledby="admin-slide-form-title"
          validationBehavior="aria"
          onSubmit={(e) => {
            e.preventDefault()
            actor.send({ type: "Save" })
          }}
        >
          <h2 id="admin-slide-form-title">{editingId === undefined ? "New slide" : `Edit slide: ${draft.heading}`}</h2>
          <TextField
            label="Heading"
            value={draft.heading}
            onChange={change("heading")}
            errorMessage={errors.heading}
            autoFocus
          />
          <TextField
            label="Text"
            multiline
            rows={2}
            optionalHint
            value={draft.text}
            onChange={change("text")}
            errorMessage={errors.text}
          />
          <div className="admin-slide-form__image">
            {draft.imageUrl !== "" && (
              <img src={draft.imageUrl} alt="The slide's background, as uploaded" width={240} height={135} />
            )}
            <FileTrigger
              acceptedFileTypes={["image/jpeg", "image/png", "image/gif", "image/webp", "image/svg+xml"]}
              onSelect={(files) => {
                const file = files?.[0]
                if (file) actor.send({ type: "Choose image", file })
              }}
            >
              <Button
                variant="secondary"
                isDisabled={uploading}
                aria-describedby={errors.imageUrl ? imageErrorId : undefined}
              >
                {uploading ? "Uploading..." : draft.imageUrl === "" ? "Upload image" : "Replace image"}
              </Button>
            </FileTrigger>
            <div aria-live="polite">
              {errors.imageUrl && (
                <p id={imageErrorId} className="field__error">
                  {errors.imageUrl}
                </p>
              )}
            </div>
          </div>
          <ButtonFields
            ordinal="First"
            fields={["isPrimaryButtonEnabled", "primaryButtonText", "primaryButtonUrl"]}
            linkPlaceholder="/resources/apply-now"
            draft={draft}
            errors={errors}
            change={change}
          />
          <ButtonFields
            ordinal="Second"
            fields={["isSecondaryButtonEnabled", "secondaryButtonText", "secondaryButtonUrl"]}
            linkPlaceholder="https://"
            draft={draft}
            errors={errors}
            change={change}
          />
          <fieldset className="admin-slide-form__buttons">
            <legend>In Hindi (shown on /hi/)</legend>
            <HindiStatus missing={missingHindi(draft)} />
            <HindiField label="Heading in Hindi" field="headingHi" draft={draft} errors={errors} change={change} />
            <HindiField label="Text in Hindi" field="textHi" multiline draft={draft} errors={errors} change={change} />
            <HindiField
              label="First button text in Hindi"
              field="primaryButtonTextHi"
              draft={draft}
              errors={errors}
              change={change}
            />
            <HindiField
              label="Second button text in Hindi"
              field="secondaryButtonTextHi"
              draft={draft}
              errors={errors}
              change={change}
            />
          </fieldset>
          <Toggle label="Shown on the home page" isSelected={draft.isActive} onChange={change("isActive")} />
          <div className="admin-confirm__actions">
            <Button type="submit" isDisabled={saving || uploading}>
              {saving ? "Saving..." : "Save slide"}
            </Button>
            <Button variant="ghost" isDisabled={saving} onPress={() => actor.send({ type: "Cancel" })}>
              Cancel
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
