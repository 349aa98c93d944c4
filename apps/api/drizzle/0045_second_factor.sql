CREATE TABLE "user_recovery_codes" (
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_recovery_codes_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id")
);
--> statement-breakpoint
CREATE TABLE "user_second_factors" (
	"user_id" integer NOT NULL,
	"law_firm_id" integer NOT NULL,
	"secret" text,
	"pending_secret" text,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_second_factors_user_id_law_firm_id_pk" PRIMARY KEY("user_id","law_firm_id")
);
--> statement-breakpoint
ALTER TABLE "sign_in_attempts" DROP CONSTRAINT "sign_in_attempts_failure_ck";--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "require_second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_recovery_codes" ADD CONSTRAINT "user_recovery_codes_user_fk" FOREIGN KEY ("user_id","law_firm_id") REFERENCES "public"."users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_second_factors" ADD CONSTRAINT "user_second_factors_user_fk" FOREIGN KEY ("user_id","law_firm_id") REFERENCES "public"."users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_recovery_codes_user_idx" ON "user_recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_recovery_codes_unused_uq" ON "user_recovery_codes" USING btree ("law_firm_id","user_id","code_hash") WHERE "user_recovery_codes"."used_at" is null;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_failure_ck" CHECK (("sign_in_attempts"."succeeded" and "sign_in_attempts"."failure_reason" is null) or (not "sign_in_attempts"."succeeded" and "sign_in_attempts"."failure_reason" in ('wrong_password', 'deactivated', 'wrong_code')));