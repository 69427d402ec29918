-- Stripe Connect, reversals and reconciliation (docs/decisions/0047-stripe-connect-payouts.md).
-- The provider's transfer of each booking's earnings: a refund after the payout reverses it by this id.
CREATE TABLE "payout_transfers" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"provider_transfer_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_amount_check" CHECK (amount_cents > 0)
);--> statement-breakpoint
-- What the daily reconciliation found the ledger and the provider disagree on: one row per ledger
-- movement (or provider object without one), its figures as last seen; resolved once a run finds them agreeing.
CREATE TABLE "reconciliation_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"movement_key" text NOT NULL,
	"kind" text NOT NULL,
	"ledger_cents" bigint,
	"provider_cents" bigint,
	"provider_id" text,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reconciliation_differences_movement_unique" UNIQUE("movement_key")
);
