CREATE TABLE "sign_in_attempts" (
	"id" serial NOT NULL,
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"succeeded" boolean NOT NULL,
	"factor" text NOT NULL,
	"failure_reason" text,
	"ip" text,
	"user_agent" text,
	"device_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_attempts_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id"),
	CONSTRAINT "sign_in_attempts_factor_ck" CHECK ("sign_in_attempts"."factor" in ('password', 'totp', 'recovery_code', 'passkey')),
	CONSTRAINT "sign_in_attempts_failure_ck" CHECK (("sign_in_attempts"."succeeded" and "sign_in_attempts"."failure_reason" is null) or (not "sign_in_attempts"."succeeded" and "sign_in_attempts"."failure_reason" in ('wrong_password', 'deactivated')))
);
--> statement-breakpoint
CREATE TABLE "unknown_email_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"factor" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_attempts" ADD CONSTRAINT "sign_in_attempts_user_fk" FOREIGN KEY ("user_id","law_firm_id") REFERENCES "public"."users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_user_idx" ON "sign_in_attempts" USING btree ("law_firm_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_device_idx" ON "sign_in_attempts" USING btree ("law_firm_id","user_id","device_key") WHERE "sign_in_attempts"."succeeded";