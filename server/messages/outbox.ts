/**
 * The outbox side of status messages (docs/messages.md): what a lifecycle move writes, in the move's own transaction.
 * One message per channel the person chose (loan_enquiries.contact_channels): an SMS for "sms", a WhatsApp message for
 * "whatsapp", an e-mail for "email" when the enquiry has an address; someone who chose only a call gets none. The
 * idempotency key names the move (its row of the status history, which the move's UPDATE has just written) and the
 * channel, and is unique in the table: a move makes its messages once, whatever runs twice. A move of an enquiry whose
 * consent was withdrawn makes none.
 */
import { Effect } from "effect"
import type { SqlClient } from "effect/sql"
import type { ApplicationStatus } from "../../domain/application-status.ts"

/**
 * Queues the messages of the move that has just set `status` on the enquiry, in one statement; answers how many were
 * queued. A move to Disbursed of a referral also tells the referrer their reward is earned: one SMS to the referrer's
 * mobile (`recipient = 'referrer'`), keyed `reward:<history row>:sms`, under the same consent rule.
 */
export const queueStatusMessages = (sql: SqlClient.SqlClient, trackingId: string, status: ApplicationStatus) =>
  sql<{ id: string }>`
    INSERT INTO status_messages (idempotency_key, enquiry_id, channel, status, recipient)
    SELECT c.kind || ':' || h.id || ':' || c.channel, e.id, c.channel, ${status}, c.recipient
    FROM loan_enquiries e
    CROSS JOIN LATERAL (
      SELECT id FROM loan_enquiry_status_history WHERE enquiry_id = e.id ORDER BY id DESC LIMIT 1
    ) h
    CROSS JOIN (
      VALUES (1, 'status', 'applicant', 'sms'), (2, 'status', 'applicant', 'whatsapp'),
        (3, 'status', 'applicant', 'email'), (4, 'reward', 'referrer', 'sms')
    ) AS c (n, kind, recipient, channel)
    WHERE e.tracking_id = ${trackingId}
      AND CASE c.recipient
        WHEN 'applicant' THEN c.channel = ANY (e.contact_channels)
          AND (c.channel <> 'email' OR coalesce(e.email, '') <> '')
        ELSE ${status} = 'Disbursed' AND e.application_type = 'Referral' AND coalesce(e.referral_phone, '') <> ''
      END
      -- Never to a person who withdrew their consent (the link in a message, My data, an erasure).
      AND NOT EXISTS (SELECT 1 FROM consents k WHERE k.enquiry_id = e.id AND k.withdrawn_at IS NOT NULL)
    ORDER BY c.n
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id::text AS id
  `.pipe(Effect.map((rows) => rows.length))
