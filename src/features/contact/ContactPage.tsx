/**
 * Contact Us (spec section 2, About and Contact): the offices' addresses, phones, e-mail and social links from
 * src/content/company.ts, a map of each office that needs no third-party script, and the Get In Touch form. The
 * contact machine owns the form's rules and toasts; the file input is shown disabled and is never sent.
 */
import { useActorRef, useSelector } from "@xstate/react"
import { useEffect, useId } from "react"
import { Button, Form } from "react-aria-components"
import type { ContactField } from "../../../domain/contact.ts"
import { company, type SocialNetwork } from "../../content/company.ts"
import { showToast } from "../../services/notify.ts"
import { FormField } from "../../ui/FormField.tsx"
import { FacebookIcon, InstagramIcon, LinkedInIcon } from "../../ui/icons.tsx"
import { Link } from "../../ui/Link.tsx"
import { PageHero } from "../../ui/PageHero.tsx"
import { TextField } from "../../ui/TextField.tsx"
import "../../ui/pages.css"
import "./contact.css"
import { m } from "../../../i18n/paraglide/messages.js"
import { ConsentCheckbox, ConsentNotice } from "../../ui/ConsentNotice.tsx"
import { useFocusFirstInvalid } from "../../ui/useFocusFirstInvalid.ts"
import { liveContactMachine } from "./live.ts"
import { type Office, OfficeMap } from "./OfficeMap.tsx"

const socialIcons: Record<SocialNetwork, typeof FacebookIcon> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  LinkedIn: LinkedInIcon
}

/** The two offices, their names in the language in force (built when the page renders). */
const offices = (): ReadonlyArray<{ readonly lines: ReadonlyArray<string>; readonly map: Office }> => [
  {
    lines: company.headOffice.lines,
    map: {
      id: "bengaluru",
      city: m.contact_city_bengaluru(),
      label: m.contact_head_office(),
      area: "Koramangala 4th Block",
      lat: 12.9337,
      lon: 77.6271,
      roads: [
        { name: "80 Feet Road", d: "M10 110 H310", labelAt: [14, 102] },
        { name: "Sarjapur Road", d: "M70 0 L110 200", labelAt: [112, 190] },
        { name: "Hosur Road", d: "M250 0 L230 200", labelAt: [236, 190] }
      ]
    }
  },
  {
    lines: company.branchOffice.lines,
    map: {
      id: "pune",
      city: m.contact_city_pune(),
      label: m.contact_branch_office(),
      area: "Baner",
      lat: 18.559,
      lon: 73.7868,
      roads: [
        { name: "Baner Road", d: "M0 120 Q160 96 320 112", labelAt: [14, 112] },
        { name: "Pashan Link Road", d: "M210 0 L196 200", labelAt: [202, 190] },
        { name: "Balewadi High Street", d: "M40 0 L80 96", labelAt: [84, 40] }
      ]
    }
  }
]

/** A phone line's name (src/content/company.ts) in the language in force. */
const phoneLabel = (label: string): string =>
  label === "Customer care"
    ? m.contact_phone_customer_care()
    : label === "Loan enquiries"
      ? m.contact_phone_loan_enquiries()
      : label

interface FieldSpec {
  readonly field: ContactField
  readonly label: string
}

export default function ContactPage() {
  const actor = useActorRef(liveContactMachine)
  const form = useSelector(actor, (s) => s.context.form)
  const errors = useSelector(actor, (s) => s.context.errors)
  const formRef = useFocusFirstInvalid(errors)
  const sending = useSelector(actor, (s) => s.matches("sending"))
  const fileId = useId()

  useEffect(() => {
    const subscription = actor.on("toast", showToast)
    return () => subscription.unsubscribe()
  }, [actor])

  const edit = (field: ContactField) => (value: string) => actor.send({ type: "Edit field", field, value })
  const common = (spec: FieldSpec) => ({
    label: spec.label,
    value: form[spec.field],
    onChange: edit(spec.field),
    isDisabled: sending,
    isRequired: true
  })

  return (
    <>
      <PageHero eyebrow={m.contact_eyebrow()} title={m.contact_title()} lead={m.contact_lead()} />

      <div className="container section contact">
        <section className="contact__details" aria-labelledby="reach-us">
          <h2 id="reach-us">{m.contact_reach_us()}</h2>
          <div className="contact__cards">
            {offices().map((office) => (
              <div key={office.map.id} className="contact__card">
                <h3 className="contact__card-title">{office.map.label}</h3>
                <address className="contact__address" translate="no">
                  {office.lines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </address>
              </div>
            ))}
            <div className="contact__card">
              <h3 className="contact__card-title">{m.contact_call_us()}</h3>
              <ul className="contact__list" role="list">
                {company.phones.map((phone) => (
                  <li key={phone.href}>
                    <span className="contact__label">{phoneLabel(phone.label)}: </span>
                    <Link href={phone.href}>{phone.display}</Link>
                  </li>
                ))}
              </ul>
            </div>
            <div className="contact__card">
              <h3 className="contact__card-title">{m.contact_write_to_us()}</h3>
              <p className="contact__line">
                <Link href={`mailto:${company.email}`}>{company.email}</Link>
              </p>
              <ul className="contact__socials" role="list">
                {company.socials.map((social) => {
                  const Icon = socialIcons[social.network]
                  return (
                    <li key={social.network}>
                      <Link
                        href={social.href}
                        external
                        className="contact__social"
                        aria-label={m.contact_social_label({ brand: company.brandName, network: social.network })}
                      >
                        <Icon />
                      </Link>
                    </li>
                  )
                })}
              </ul>
            </div>
          </div>

          <h2 className="contact__maps-title">{m.contact_find_us()}</h2>
          <div className="contact__maps">
            {offices().map((office) => (
              <OfficeMap key={office.map.id} office={office.map} />
            ))}
          </div>
        </section>

        <section className="contact__form-section" aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{m.contact_get_in_touch()}</h2>
          <p className="contact__form-lead">{m.contact_all_required()}</p>
          <Form
            ref={formRef}
            className="contact__form"
            validationBehavior="aria"
            onSubmit={(e) => {
              e.preventDefault()
              actor.send({ type: "Send" })
            }}
          >
            <FormField
              {...common({ field: "name", label: m.contact_name() })}
              autoComplete="name"
              error={errors.name}
            />
            <FormField
              {...common({ field: "email", label: m.contact_email() })}
              kind="email"
              autoComplete="email"
              error={errors.email}
            />
            <TextField
              {...common({ field: "phone", label: m.contact_phone() })}
              inputMode="numeric"
              autoComplete="tel-national"
              description={m.contact_phone_hint()}
              errorMessage={errors.phone}
            />
            <TextField
              {...common({ field: "message", label: m.contact_message() })}
              multiline
              rows={5}
              maxLength={2000}
              errorMessage={errors.message}
            />
            <div className="field contact__file">
              <label htmlFor={fileId} className="field__label">
                {m.contact_attachment()}
              </label>
              <input
                id={fileId}
                type="file"
                disabled
                aria-describedby={`${fileId}-hint`}
                className="contact__file-input"
              />
              <p id={`${fileId}-hint`} className="field__hint">
                {m.contact_attachment_hint()}
              </p>
            </div>
            <ConsentNotice notice="contact" />
            <ConsentCheckbox
              label="contact"
              agreed={form.consent}
              error={errors.consent}
              isDisabled={sending}
              onChange={(agreed) => actor.send({ type: "Set consent", agreed })}
            />
            <Button type="submit" className="button button--primary button--lg contact__submit" isDisabled={sending}>
              {sending ? m.contact_sending() : m.contact_send()}
            </Button>
          </Form>
        </section>
      </div>
    </>
  )
}
