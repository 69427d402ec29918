-- A deleted owner's listings stay (withdrawn, deleted_at set) so past bookings and reviews keep
-- pointing at them; their owner becomes null instead of the delete cascading into them.
ALTER TABLE "locations" DROP CONSTRAINT "locations_owner_id_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "locations" ALTER COLUMN "owner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "avatar_key" text;
