-- A story's reply count is the number of people who replied (issue #28: 60 replies by one person
-- counted 60): one row per person and story, counted in the statement that adds it. The counts of
-- the live stories are read again from nothing, since the old ones counted requests.
-- Requests for a story's files look the story up by key: it is served only while the story lives.
CREATE TABLE "story_replies" (
	"story_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_replies_story_id_user_id_pk" PRIMARY KEY("story_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "story_replies" ADD CONSTRAINT "story_replies_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_replies" ADD CONSTRAINT "story_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_replies_user_idx" ON "story_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stories_media_key_idx" ON "stories" USING btree ("media_key");--> statement-breakpoint
CREATE INDEX "stories_poster_key_idx" ON "stories" USING btree ("poster_key");--> statement-breakpoint
UPDATE "stories" SET "replies_count" = 0 WHERE "replies_count" <> 0;
