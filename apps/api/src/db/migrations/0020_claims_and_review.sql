-- Pardonable-event claims (docs/decisions/0048-claims-bookings-and-review-queue.md). A renter who
-- cancelled says which pardonable event it was and sends documentation within 48 hours of the
-- cancellation; an operator approves (the rest of the payment refunded, service fee included) or
-- declines with a reason. One claim per booking: decisions on pardonable events are final.
CREATE TABLE "booking_claims" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "renter_id" text REFERENCES "profiles"("id") ON DELETE set null,
  "event" text NOT NULL,
  "details" text,
  "status" text DEFAULT 'open' NOT NULL,
  "decision_reason" text,
  "decided_by" text,
  "decided_at" timestamp with time zone,
  "refund_cents" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "booking_claims_event_check" CHECK (event in ('natural_disaster', 'medical_emergency', 'government_restriction', 'death_in_family', 'military_deployment', 'location_damage', 'legal_injunction')),
  CONSTRAINT "booking_claims_status_check" CHECK (status in ('open', 'approved', 'declined')),
  CONSTRAINT "booking_claims_details_length_check" CHECK (details is null or length(details) <= 2000),
  CONSTRAINT "booking_claims_decided_check" CHECK ((status = 'open') = (decided_at is null))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "booking_claims_booking_idx" ON "booking_claims" ("booking_id");
--> statement-breakpoint
CREATE INDEX "booking_claims_queue_idx" ON "booking_claims" ("status", "created_at");
--> statement-breakpoint
-- Documentation is private to the renter and operators: kept in the database (a few files of at most
-- 10 MB each), never under the public /uploads, and served only through a route that checks who asks.
CREATE TABLE "claim_documents" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "claim_id" uuid NOT NULL REFERENCES "booking_claims"("id") ON DELETE cascade,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size_bytes" integer NOT NULL,
  "data" bytea NOT NULL,
  "uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "claim_documents_type_check" CHECK (content_type in ('application/pdf', 'image/webp', 'image/jpeg')),
  CONSTRAINT "claim_documents_size_check" CHECK (size_bytes > 0 and size_bytes <= 10485760)
);
--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" ("claim_id", "uploaded_at");
--> statement-breakpoint
-- The listing review queue (LISTING_REVIEW=true): a listing waiting for an operator is 'in_review' and
-- out of search; a rejected one keeps the operator's reason for its owner.
ALTER TABLE "locations" ADD COLUMN "review_status" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "review_reason" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_review_status_check" CHECK (review_status is null or review_status in ('in_review', 'rejected'));
--> statement-breakpoint
CREATE INDEX "locations_review_queue_idx" ON "locations" ("updated_at") WHERE review_status = 'in_review';
--> statement-breakpoint
-- An operator may cancel a request or a booking to come from the console, with a reason and a refund.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_cancelled_by_check";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_check" CHECK (cancelled_by in ('renter', 'owner', 'operator'));
