-- The comments of a blocked author on one post: one probe of (user_id, post_id) per post of a feed
-- page (the feed's comment counts for a viewer who blocked someone); still serves the lookups by
-- author alone.
DROP INDEX "post_comments_user_idx";--> statement-breakpoint
CREATE INDEX "post_comments_user_idx" ON "post_comments" USING btree ("user_id","post_id");