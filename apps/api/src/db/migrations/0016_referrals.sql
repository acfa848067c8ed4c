-- Referrals: who invited whom, a points ledger (users.points stays as its cached sum, changed only
-- in the transaction of a ledger line), rewards redeemed for an ad, and the ad's featured and
-- highlighted times.
ALTER TABLE "users" ADD COLUMN "invited_by_user_id" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_points_not_negative" CHECK ("users"."points" >= 0);--> statement-breakpoint
-- The people an account invited, newest first (and the foreign key's cascade).
CREATE INDEX "users_invited_by_idx" ON "users" USING btree ("invited_by_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "users"."invited_by_user_id" is not null;--> statement-breakpoint
-- Invite codes are matched in any case: unique in any case too.
DROP INDEX "users_invite_code_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "users_invite_code_idx" ON "users" USING btree (upper("invite_code"));--> statement-breakpoint
CREATE TABLE "reward_redemptions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reward_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"reward_id" integer NOT NULL,
	"ad_id" bigint,
	"one_time" boolean NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A deleted ad leaves its redemption (a one-time reward stays redeemed).
ALTER TABLE "reward_redemptions" ADD CONSTRAINT "reward_redemptions_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Decides between concurrent redeems of a one-time reward: the second one inserts nothing.
CREATE UNIQUE INDEX "reward_redemptions_one_time_idx" ON "reward_redemptions" USING btree ("user_id","reward_id") WHERE "reward_redemptions"."one_time";--> statement-breakpoint
CREATE INDEX "reward_redemptions_ad_idx" ON "reward_redemptions" USING btree ("ad_id") WHERE "reward_redemptions"."ad_id" is not null;--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "points_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"other_user_id" bigint,
	"redemption_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason" CHECK ("points_ledger"."reason" in ('invited', 'joined', 'redeemed')),
	CONSTRAINT "points_ledger_sign" CHECK ("points_ledger"."points" <> 0 and ("points_ledger"."points" < 0) = ("points_ledger"."reason" = 'redeemed'))
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The other party may delete their account: the line (and so the balance) stays.
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_other_user_id_users_id_fk" FOREIGN KEY ("other_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_redemption_id_reward_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."reward_redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_user_recent_idx" ON "points_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- An account joins through one link once: one 'joined' line ever, and one 'invited' line for
-- its inviter (an account has one inviter, so one line in all).
CREATE UNIQUE INDEX "points_ledger_joined_once_idx" ON "points_ledger" USING btree ("user_id") WHERE "points_ledger"."reason" = 'joined';--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_invited_once_idx" ON "points_ledger" USING btree ("other_user_id") WHERE "points_ledger"."reason" = 'invited';--> statement-breakpoint
CREATE INDEX "points_ledger_other_user_idx" ON "points_ledger" USING btree ("other_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_redemption_idx" ON "points_ledger" USING btree ("redemption_id") WHERE "points_ledger"."redemption_id" is not null;--> statement-breakpoint
-- A person earns the 'joined' points once, whatever new accounts they open later: the SHA-256 of
-- the normalised e-mail and of the phone of every account that joined through a link.
CREATE TABLE "referral_identities" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_identities" ADD CONSTRAINT "referral_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_identities_user_idx" ON "referral_identities" USING btree ("user_id");--> statement-breakpoint
-- Null, or a time that may be past: readers compare it with now().
ALTER TABLE "ads" ADD COLUMN "featured_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "highlighted_until" timestamp with time zone;--> statement-breakpoint
-- The featured ads first on a list's first page: a range scan of the few featured now.
CREATE INDEX "ads_active_featured_idx" ON "ads" USING btree ("featured_until" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'active' and "ads"."featured_until" is not null;
