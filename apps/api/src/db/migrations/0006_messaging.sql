-- Messaging (issue 10, docs/decisions/0014-messaging.md). One conversation per pair of users: the
-- pair key is fixed at creation, so the thread stays one and distinct after either party deletes
-- their account (their participant column becomes null, the messages stay for the other party).
CREATE TABLE "conversations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_a" text REFERENCES "profiles"("id") ON DELETE SET NULL,
  "user_b" text REFERENCES "profiles"("id") ON DELETE SET NULL,
  "pair_key" text NOT NULL,
  "location_id" uuid REFERENCES "locations"("id") ON DELETE SET NULL,
  "booking_id" uuid REFERENCES "bookings"("id") ON DELETE SET NULL,
  "last_emailed_at" timestamp with time zone,
  "last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "conversations_pair_key_unique" UNIQUE("pair_key")
);
--> statement-breakpoint
CREATE INDEX "conversations_user_a_idx" ON "conversations" ("user_a", "last_message_at");
--> statement-breakpoint
CREATE INDEX "conversations_user_b_idx" ON "conversations" ("user_b", "last_message_at");
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "conversation_id" uuid REFERENCES "conversations"("id") ON DELETE CASCADE;
--> statement-breakpoint
INSERT INTO "conversations" ("user_a", "user_b", "pair_key", "last_message_at")
SELECT least(sender_id, receiver_id), greatest(sender_id, receiver_id),
       least(sender_id, receiver_id) || ':' || greatest(sender_id, receiver_id), max(created_at)
FROM "messages" WHERE sender_id IS NOT NULL AND receiver_id IS NOT NULL
GROUP BY 1, 2;
--> statement-breakpoint
UPDATE "messages" m SET "conversation_id" = c.id FROM "conversations" c
WHERE c.pair_key = least(m.sender_id, m.receiver_id) || ':' || greatest(m.sender_id, m.receiver_id);
--> statement-breakpoint
DELETE FROM "messages" WHERE "conversation_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "conversation_id" SET NOT NULL;
--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" ("conversation_id", "created_at");
--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" ("receiver_id") WHERE read_at IS NULL;
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_content_length_check" CHECK (length(content) <= 5000);
