/**
 * Referral rewards. When a Referral enquiry reaches Disbursed (whoever moves it: the back office, tests through the
 * Enquiries repository), a trigger credits its referrer (referral_phone) with the configured points, once per
 * enquiry. A reward is available, then requested (in a withdrawal), then paid (isWithdrawalDisbursed).
 */
import { Effect } from "effect"
import { SqlClient } from "effect/sql"

export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // One row: the points per referral, written from REWARD_POINTS_PER_REFERRAL at every start.
  yield* sql`
    CREATE TABLE reward_settings (
      id boolean PRIMARY KEY DEFAULT true CHECK (id),
      points_per_referral integer NOT NULL CHECK (points_per_referral >= 0)
    )
  `
  yield* sql`INSERT INTO reward_settings (id, points_per_referral) VALUES (true, 500)`

  yield* sql`
    CREATE TABLE reward_withdrawals (
      id text PRIMARY KEY,
      referrer_phone text NOT NULL,
      points integer NOT NULL CHECK (points >= 0),
      item_count integer NOT NULL CHECK (item_count > 0),
      requested_at timestamptz NOT NULL DEFAULT now(),
      paid_at timestamptz
    )
  `
  yield* sql`CREATE INDEX reward_withdrawals_referrer_idx ON reward_withdrawals (referrer_phone, requested_at)`

  yield* sql`
    CREATE TABLE referral_rewards (
      id bigserial PRIMARY KEY,
      enquiry_id bigint NOT NULL REFERENCES loan_enquiries (id),
      referrer_phone text NOT NULL,
      points integer NOT NULL CHECK (points >= 0),
      status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'requested', 'paid')),
      withdrawal_id text REFERENCES reward_withdrawals (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      requested_at timestamptz,
      paid_at timestamptz,
      CONSTRAINT referral_rewards_enquiry_key UNIQUE (enquiry_id),
      CONSTRAINT referral_rewards_withdrawal_check CHECK ((status = 'available') = (withdrawal_id IS NULL))
    )
  `
  yield* sql`CREATE INDEX referral_rewards_referrer_idx ON referral_rewards (referrer_phone, status)`

  yield* sql`
    CREATE FUNCTION referral_rewards_on_disbursed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.status = 'Disbursed' AND NEW.application_type = 'Referral' AND NEW.referral_phone IS NOT NULL
         AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status) THEN
        INSERT INTO referral_rewards (enquiry_id, referrer_phone, points, created_at)
        SELECT NEW.id, NEW.referral_phone, s.points_per_referral, NEW.updated_at FROM reward_settings s
        ON CONFLICT (enquiry_id) DO NOTHING;
      END IF;
      RETURN NULL;
    END
    $$
  `
  yield* sql`
    CREATE TRIGGER loan_enquiries_referral_reward
    AFTER INSERT OR UPDATE OF status ON loan_enquiries
    FOR EACH ROW EXECUTE FUNCTION referral_rewards_on_disbursed()
  `
})
