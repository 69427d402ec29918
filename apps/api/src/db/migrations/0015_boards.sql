-- Scouting boards (docs/decisions/0042-scouting-boards.md): a filmmaker's shortlist of listings with a
-- note each, crew members invited by email who vote and comment per listing, and a read-only share
-- link (a random token; null while private; replaced to cut off an old link).
CREATE TABLE "boards" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "owner_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "share_token" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "boards_share_token_unique" UNIQUE("share_token"),
  CONSTRAINT "boards_name_check" CHECK (char_length(name) between 1 and 80)
);
--> statement-breakpoint
CREATE INDEX "boards_owner_idx" ON "boards" ("owner_id", "created_at");
--> statement-breakpoint
CREATE TABLE "board_items" (
  "board_id" uuid NOT NULL REFERENCES "boards"("id") ON DELETE CASCADE,
  "location_id" uuid NOT NULL REFERENCES "locations"("id") ON DELETE CASCADE,
  "note" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "board_items_board_id_location_id_pk" PRIMARY KEY("board_id", "location_id"),
  CONSTRAINT "board_items_note_check" CHECK (char_length(note) <= 1000)
);
--> statement-breakpoint
CREATE INDEX "board_items_location_idx" ON "board_items" ("location_id");
--> statement-breakpoint
CREATE TABLE "board_members" (
  "board_id" uuid NOT NULL REFERENCES "boards"("id") ON DELETE CASCADE,
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "board_members_board_id_user_id_pk" PRIMARY KEY("board_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "board_members_user_idx" ON "board_members" ("user_id");
--> statement-breakpoint
CREATE TABLE "board_votes" (
  "board_id" uuid NOT NULL,
  "location_id" uuid NOT NULL,
  "user_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "value" smallint NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "board_votes_board_id_location_id_user_id_pk" PRIMARY KEY("board_id", "location_id", "user_id"),
  CONSTRAINT "board_votes_item_fk" FOREIGN KEY ("board_id", "location_id")
    REFERENCES "board_items"("board_id", "location_id") ON DELETE CASCADE,
  CONSTRAINT "board_votes_value_check" CHECK (value in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "board_comments" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "board_id" uuid NOT NULL,
  "location_id" uuid NOT NULL,
  "author_id" text NOT NULL REFERENCES "profiles"("id") ON DELETE CASCADE,
  "body" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "board_comments_item_fk" FOREIGN KEY ("board_id", "location_id")
    REFERENCES "board_items"("board_id", "location_id") ON DELETE CASCADE,
  CONSTRAINT "board_comments_body_check" CHECK (char_length(body) between 1 and 1000)
);
--> statement-breakpoint
CREATE INDEX "board_comments_item_idx" ON "board_comments" ("board_id", "location_id", "created_at");
