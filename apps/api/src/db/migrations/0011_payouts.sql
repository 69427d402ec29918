-- Fees, the money ledger, payout accounts and payouts (docs/decisions/0036-money-flow-and-ledger.md).
-- Each booking keeps the fees it was requested under: configuration may change, a booking's price may not.
-- Bookings made before fees existed were requested without them (0 and 0).
ALTER TABLE "bookings" ADD COLUMN "service_fee" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "platform_fee_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_service_fee_check" CHECK (service_fee >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_platform_fee_percent_check" CHECK (platform_fee_percent >= 0 and platform_fee_percent <= 50);--> statement-breakpoint
-- Every money movement as balanced, append-only double entries: one movement (movement_key) is two or
-- more rows that sum to zero; a key is written once, so a movement repeated after a crash adds nothing.
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_key" text NOT NULL,
	"kind" text NOT NULL,
	"account" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"booking_id" uuid,
	"owner_id" text,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_movement_account_unique" UNIQUE("movement_key","account"),
	CONSTRAINT "ledger_entries_amount_check" CHECK (amount_cents <> 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK (kind in ('authorization', 'release', 'capture', 'service_fee', 'platform_fee', 'refund', 'transfer', 'payout', 'payout_failure', 'reversal', 'provider_fee'))
);--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account");--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_owner_idx" ON "ledger_entries" USING btree ("owner_id");--> statement-breakpoint
CREATE FUNCTION "ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_update_delete" BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "ledger_entries_append_only"();--> statement-breakpoint
-- Checked at commit, when all rows of a movement are in: a movement that does not sum to zero rolls back.
CREATE FUNCTION "ledger_entries_balanced"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT sum(amount_cents) FROM ledger_entries WHERE movement_key = NEW.movement_key) <> 0 THEN
    RAISE EXCEPTION 'ledger movement % does not balance', NEW.movement_key USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_entries_balanced"();--> statement-breakpoint
-- Where an owner is paid. No foreign key to profiles: an owner who deletes their account is still paid
-- what is owed (their money), and their ledger entries stay.
CREATE TABLE "payout_accounts" (
	"owner_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"provider_account_id" text NOT NULL,
	"account_holder" text,
	"bank_last4" text,
	"requirement" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK (status in ('pending_verification', 'active', 'action_needed')),
	CONSTRAINT "payout_accounts_provider_check" CHECK (provider in ('test', 'stripe'))
);--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"provider" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"provider_payout_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "payouts_amount_check" CHECK (amount_cents > 0),
	CONSTRAINT "payouts_status_check" CHECK (status in ('in_transit', 'paid', 'failed'))
);--> statement-breakpoint
CREATE INDEX "payouts_owner_idx" ON "payouts" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "payouts_in_transit_idx" ON "payouts" USING btree ("created_at") WHERE status = 'in_transit';--> statement-breakpoint
-- The bookings each payout pays, with the figures the owner's statement shows.
CREATE TABLE "payout_items" (
	"payout_id" uuid NOT NULL REFERENCES "payouts"("id"),
	"booking_id" uuid NOT NULL,
	"gross_cents" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"net_cents" bigint NOT NULL,
	CONSTRAINT "payout_items_pk" PRIMARY KEY("payout_id","booking_id")
);--> statement-breakpoint
CREATE INDEX "payout_items_booking_idx" ON "payout_items" USING btree ("booking_id");
