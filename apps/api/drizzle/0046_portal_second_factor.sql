CREATE TABLE "portal_one_time_codes" (
	"id" serial NOT NULL,
	"portal_user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"challenge_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_one_time_codes_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id")
);
--> statement-breakpoint
CREATE TABLE "portal_recovery_codes" (
	"id" serial NOT NULL,
	"portal_user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_recovery_codes_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id")
);
--> statement-breakpoint
CREATE TABLE "portal_second_factors" (
	"portal_user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"secret" text,
	"pending_secret" text,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"email_enabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_second_factors_portal_user_id_law_firm_id_pk" PRIMARY KEY("portal_user_id","law_firm_id")
);
--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "require_portal_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_one_time_codes" ADD CONSTRAINT "portal_one_time_codes_account_fk" FOREIGN KEY ("portal_user_id","law_firm_id") REFERENCES "public"."portal_users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_recovery_codes" ADD CONSTRAINT "portal_recovery_codes_account_fk" FOREIGN KEY ("portal_user_id","law_firm_id") REFERENCES "public"."portal_users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_second_factors" ADD CONSTRAINT "portal_second_factors_account_fk" FOREIGN KEY ("portal_user_id","law_firm_id") REFERENCES "public"."portal_users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_one_time_codes_account_idx" ON "portal_one_time_codes" USING btree ("law_firm_id","portal_user_id","purpose");--> statement-breakpoint
CREATE INDEX "portal_one_time_codes_hash_idx" ON "portal_one_time_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE INDEX "portal_recovery_codes_account_idx" ON "portal_recovery_codes" USING btree ("law_firm_id","portal_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_recovery_codes_unused_uq" ON "portal_recovery_codes" USING btree ("law_firm_id","portal_user_id","code_hash") WHERE "portal_recovery_codes"."used_at" is null;