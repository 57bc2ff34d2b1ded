/**
 * "How should we contact you?" (domain/contact-preference.ts): the ways to hear from us (call, SMS, WhatsApp, e-mail;
 * at least one), the India-time window for calls (shown while a call is ticked), and "Message me, don't call" in one
 * tap. The apply form (about the applicant, or the referred friend) and the offer choice. The machine owns the rules;
 * this view sends its edits.
 */
import { useId } from "react"
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from "react-aria-components"
import {
  type ContactChannel,
  type ContactEdit,
  type ContactPreference,
  contactChannels,
  hourLabel,
  wantsCalls,
  windowEnds,
  windowStarts
} from "../../domain/contact-preference.ts"
import { m } from "../../i18n/paraglide/messages.js"
import { NativeSelect } from "./NativeSelect.tsx"
import "./ContactPreferenceFields.css"
import "./otp.css"

const channelLabel: Record<ContactChannel, () => string> = {
  call: m.apply_contact_pref_call,
  sms: m.apply_contact_pref_sms,
  whatsapp: m.apply_contact_pref_whatsapp,
  email: m.apply_contact_pref_email
}

/** Whose preference it is: the person filling the form, or the friend they refer. */
export type ContactAbout = "self" | "friend"

const words = (about: ContactAbout) =>
  about === "self"
    ? {
        title: m.apply_contact_pref_title(),
        channels: m.apply_contact_pref_channels(),
        noCalls: m.apply_contact_pref_no_calls(),
        from: m.apply_contact_pref_call_from(),
        to: m.apply_contact_pref_call_to()
      }
    : {
        title: m.apply_contact_pref_title_friend(),
        channels: m.apply_contact_pref_channels_friend(),
        noCalls: m.apply_contact_pref_no_calls_friend(),
        from: m.apply_contact_pref_call_from_friend(),
        to: m.apply_contact_pref_call_to_friend()
      }

export function ContactPreferenceFields({
  contact,
  error,
  about,
  isDisabled,
  onEdit
}: {
  readonly contact: ContactPreference
  /** The machine's message for the preference: about the channels, or (the window's order) about the window. */
  readonly error: string | undefined
  readonly about: ContactAbout
  readonly isDisabled?: boolean
  readonly onEdit: (edit: ContactEdit) => void
}) {
  const w = words(about)
  const titleId = useId()
  const windowError = error !== undefined && error === m.apply_contact_pref_window_order() ? error : undefined
  const channelsError = windowError === undefined ? error : undefined
  const calls = wantsCalls(contact)
  // Pressed while messages are chosen and no call; with nothing ticked, pressing it chooses SMS.
  const messagesOnly = !calls && contact.channels.length > 0
  return (
    <fieldset className="contact-pref" aria-labelledby={titleId}>
      <legend id={titleId} className="contact-pref__title">
        {w.title}
      </legend>
      {/* A native toggle (aria-pressed): the apply form's first visit stays within its JavaScript budget. */}
      <button
        type="button"
        className="contact-pref__no-calls"
        aria-pressed={messagesOnly}
        disabled={isDisabled ?? false}
        onClick={() =>
          onEdit(
            messagesOnly
              ? { type: "Set contact channels", channels: ["call", ...contact.channels] }
              : { type: "Message me, don't call" }
          )
        }
      >
        {w.noCalls}
      </button>
      <CheckboxGroup
        className="contact-pref__channels"
        value={[...contact.channels]}
        onChange={(channels) => onEdit({ type: "Set contact channels", channels: channels as Array<ContactChannel> })}
        isInvalid={channelsError !== undefined}
        isDisabled={isDisabled ?? false}
        validationBehavior="aria"
      >
        <Label className="field__label">{w.channels}</Label>
        <div className="contact-pref__options">
          {contactChannels.map((channel) => (
            <Checkbox key={channel} value={channel} className="terms__box contact-pref__option">
              <span className="terms__mark" aria-hidden="true">
                <svg viewBox="0 0 18 18">
                  <polyline points="3 9.5 7.5 14 15 4.5" />
                </svg>
              </span>
              <span>{channelLabel[channel]()}</span>
            </Checkbox>
          ))}
        </div>
        <div className="field__error-region" aria-live="polite">
          <FieldError className="field__error">{channelsError}</FieldError>
        </div>
      </CheckboxGroup>
      {calls && (
        <div className="contact-pref__window">
          <NativeSelect
            label={w.from}
            options={windowStarts.map((hour) => ({ value: String(hour), label: hourLabel(hour) }))}
            value={String(contact.callFrom)}
            isDisabled={isDisabled ?? false}
            onChange={(id) =>
              id !== "" && onEdit({ type: "Set call window", callFrom: Number(id), callTo: contact.callTo })
            }
          />
          <NativeSelect
            label={w.to}
            options={windowEnds.map((hour) => ({ value: String(hour), label: hourLabel(hour) }))}
            value={String(contact.callTo)}
            errorMessage={windowError}
            isDisabled={isDisabled ?? false}
            onChange={(id) =>
              id !== "" && onEdit({ type: "Set call window", callFrom: contact.callFrom, callTo: Number(id) })
            }
          />
          <Text elementType="p" className="field__hint contact-pref__hint">
            {m.apply_contact_pref_window_hint()}
          </Text>
        </div>
      )}
    </fieldset>
  )
}
