/**
 * The migrations, in order. A migration is a file `<id>_<name>.ts` exporting an Effect; add it here too.
 * Applied ids are recorded in the `effect_sql_migrations` table; a migration never changes once released.
 */
import { Migrator } from "effect/sql"
import m0001 from "./0001_loan_enquiries.ts"
import m0010 from "./0010_testimonials.ts"
import m0020 from "./0020_carousel.ts"
import m0021 from "./0021_contact_messages.ts"
import m0022 from "./0022_page_views.ts"
import m0030 from "./0030_otp.ts"
import m0031 from "./0031_credit_enquiries.ts"
import m0032 from "./0032_referral_rewards.ts"
import m0040 from "./0040_admin.ts"
import m0041 from "./0041_testimonial_moderation.ts"
import m0042 from "./0042_carousel_images.ts"
import m0043 from "./0043_rate_limits.ts"
import m0050 from "./0050_consents.ts"
import m0051 from "./0051_retention.ts"
import m0052 from "./0052_carousel_button_text.ts"
import m0053 from "./0053_grievances.ts"
import m0054 from "./0054_my_data.ts"
import m0055 from "./0055_grievance_erasure.ts"
import m0056 from "./0056_token_revocations.ts"
import m0059 from "./0059_carousel_hindi.ts"
import m0060 from "./0060_rate_limit_batches.ts"
import m0070 from "./0070_offers.ts"
import m0071 from "./0071_offer_enquiries.ts"
import m0072 from "./0072_status_messages.ts"
import m0073 from "./0073_contact_preferences.ts"
import m0074 from "./0074_whatsapp_messages.ts"
import m0076 from "./0076_scheduled_jobs.ts"
import m0077 from "./0077_reward_messages.ts"
import m0078 from "./0078_lender_logos.ts"

export const migrations = Migrator.fromRecord({
  "0001_loan_enquiries": m0001,
  "0010_testimonials": m0010,
  "0020_carousel": m0020,
  "0021_contact_messages": m0021,
  "0022_page_views": m0022,
  "0030_otp": m0030,
  "0031_credit_enquiries": m0031,
  "0032_referral_rewards": m0032,
  "0040_admin": m0040,
  "0041_testimonial_moderation": m0041,
  "0042_carousel_images": m0042,
  "0043_rate_limits": m0043,
  "0050_consents": m0050,
  "0051_retention": m0051,
  "0052_carousel_button_text": m0052,
  "0053_grievances": m0053,
  "0054_my_data": m0054,
  "0055_grievance_erasure": m0055,
  "0056_token_revocations": m0056,
  "0059_carousel_hindi": m0059,
  "0060_rate_limit_batches": m0060,
  "0070_offers": m0070,
  "0071_offer_enquiries": m0071,
  "0072_status_messages": m0072,
  "0073_contact_preferences": m0073,
  "0074_whatsapp_messages": m0074,
  "0076_scheduled_jobs": m0076,
  "0077_reward_messages": m0077,
  "0078_lender_logos": m0078
})
