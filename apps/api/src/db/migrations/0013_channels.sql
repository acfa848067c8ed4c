-- Channels are conversations of kind 'channel': their messages, read marks, unread counts and
-- attachments are chat's own rows. A channel adds its card (name, image, visibility, counter) and
-- each member's role on the conversation's member row.
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_kind_check" CHECK ("conversations"."kind" in ('direct', 'channel'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_direct_pair" CHECK ("conversations"."kind" <> 'direct' or ("conversations"."user_low_id" is not null and "conversations"."user_high_id" is not null));--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_role_check" CHECK ("conversation_members"."role" is null or "conversation_members"."role" in ('owner', 'admin', 'member'));--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_members_one_owner_idx" ON "conversation_members" USING btree ("conversation_id") WHERE "conversation_members"."role" = 'owner';--> statement-breakpoint
CREATE TABLE "channels" (
	"id" bigint PRIMARY KEY NOT NULL,
	"owner_id" bigint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_key" text,
	"visibility" text DEFAULT 'public' NOT NULL,
	"members_count" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"title_norm" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_visibility_check" CHECK ("channels"."visibility" in ('public', 'private')),
	CONSTRAINT "channels_members_count_check" CHECK ("channels"."members_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_id_conversations_id_fk" FOREIGN KEY ("id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channels_owner_name_idx" ON "channels" USING btree ("owner_id","title_norm");--> statement-breakpoint
CREATE INDEX "channels_public_idx" ON "channels" USING btree ("members_count" DESC,"id" DESC) WHERE "channels"."visibility" = 'public';--> statement-breakpoint
CREATE INDEX "channels_search_idx" ON "channels" USING gin ("search");--> statement-breakpoint
CREATE INDEX "channels_title_trgm_idx" ON "channels" USING gin ("title_norm" gin_trgm_ops);
