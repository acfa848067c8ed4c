CREATE TABLE "ad_phone_reveals" (
	"ad_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_phone_reveals_ad_id_user_id_pk" PRIMARY KEY("ad_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "ad_phone_reveals" ADD CONSTRAINT "ad_phone_reveals_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_phone_reveals" ADD CONSTRAINT "ad_phone_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_phone_reveals_user_idx" ON "ad_phone_reveals" USING btree ("user_id");