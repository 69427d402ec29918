-- The admin listings search matches the title, the city or the owner's email, each through its own
-- trigram index (ADR 0051): an OR across a join cannot use them, so the query unions the three.
CREATE INDEX "locations_city_trgm_idx" ON "locations" USING gin ("city" gin_trgm_ops);
--> statement-breakpoint
-- The admin lists' state filters, newest first: each walks its own few rows instead of the whole
-- table's newest-first index, filtering (2,500 hidden listings of 100,000 took a scan of 40,000).
CREATE INDEX "locations_hidden_created_idx" ON "locations" ("created_at" DESC, "id")
  WHERE "deleted_at" IS NULL AND "hidden_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "locations_review_created_idx" ON "locations" ("review_status", "created_at" DESC, "id")
  WHERE "deleted_at" IS NULL AND "review_status" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "locations_withdrawn_created_idx" ON "locations" ("created_at" DESC, "id")
  WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "users_unconfirmed_created_idx" ON "users" ("created_at" DESC, "id")
  WHERE "email_verified" = false;
--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" ("status", "created_at" DESC, "id");
