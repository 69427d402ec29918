-- Two-way, double-blind reviews (docs/decisions/0015-two-way-blind-reviews.md): per completed booking
-- the renter reviews the listing and the owner reviews the renter; a review stays hidden until both
-- are in or the 14-day window is over. Rows written outside the API (seed, operators) are public at
-- once, so published_at defaults to now(); the API inserts NULL for a review that waits.
ALTER TABLE "reviews" ADD COLUMN "subject" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reviewee_id" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_profiles_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_booking_id_unique";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_subject_unique" UNIQUE("booking_id","subject");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_check" CHECK (subject in ('listing', 'renter'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_check" CHECK ((reply is null) = (replied_at is null) and (reply is null or subject = 'listing'));--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","created_at") WHERE subject = 'renter';--> statement-breakpoint
CREATE INDEX "reviews_hidden_idx" ON "reviews" USING btree ("booking_id") WHERE published_at is null;
