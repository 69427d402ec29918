-- Operators (docs/decisions/0038-operators.md). The admin role lives in a table of its own that no
-- user-facing route writes: only `npm run admin -- grant|revoke` and the development demo seed.
CREATE TABLE "operator_roles" (
  "user_id" text PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "role" text DEFAULT 'admin' NOT NULL,
  "granted_by" text NOT NULL,
  "granted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "operator_roles_role_check" CHECK (role = 'admin')
);
--> statement-breakpoint
-- Every operator action, appended in the transaction that makes the change. Nobody may change or
-- remove a row once written: the triggers below refuse it, whoever asks (the API, a script, psql).
CREATE TABLE "audit_log" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "at" timestamp with time zone DEFAULT now() NOT NULL,
  "actor_id" text,
  "actor_email" text NOT NULL,
  "action" text NOT NULL,
  "target_type" text NOT NULL,
  "target_id" text NOT NULL,
  "before" jsonb,
  "after" jsonb,
  "reason" text,
  "ip" text
);
--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" ("target_type", "target_id", "id");
--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" ("id" DESC);
--> statement-breakpoint
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
-- A suspended account cannot sign in; its sessions were ended when it was suspended.
ALTER TABLE "profiles" ADD COLUMN "suspended_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "suspension_reason" text;
--> statement-breakpoint
-- A hidden listing leaves search and its page. 'operator': hidden by hand; 'suspension': its owner
-- was suspended (unsuspending restores those, and only those).
ALTER TABLE "locations" ADD COLUMN "hidden_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "hidden_reason" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "hidden_by" text;
--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_hidden_by_check" CHECK (hidden_by in ('operator', 'suspension'));
--> statement-breakpoint
-- A review an operator removed shows as 'Removed by SetSpot' and leaves the average.
ALTER TABLE "reviews" ADD COLUMN "removed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "removed_reason" text;
--> statement-breakpoint
CREATE TABLE "reports" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "reporter_id" text REFERENCES "profiles"("id") ON DELETE set null,
  "target_type" text NOT NULL,
  "target_id" text NOT NULL,
  "reason" text NOT NULL,
  "details" text,
  "status" text DEFAULT 'open' NOT NULL,
  "resolution" text,
  "resolution_note" text,
  "resolved_by" text,
  "resolved_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "reports_target_type_check" CHECK (target_type in ('listing', 'user', 'message', 'review')),
  CONSTRAINT "reports_reason_check" CHECK (reason in ('spam', 'scam', 'offensive', 'unsafe', 'not_as_described', 'other')),
  CONSTRAINT "reports_status_check" CHECK (status in ('open', 'resolved')),
  CONSTRAINT "reports_resolution_check" CHECK (resolution is null or resolution in ('none', 'hide_content', 'suspend_user')),
  CONSTRAINT "reports_details_length_check" CHECK (details is null or length(details) <= 2000)
);
--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" ("status", "created_at");
--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" ("target_type", "target_id");
--> statement-breakpoint
CREATE INDEX "profiles_suspended_idx" ON "profiles" ("suspended_at") WHERE suspended_at is not null;
