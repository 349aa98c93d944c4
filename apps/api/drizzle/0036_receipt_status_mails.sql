CREATE TABLE "case_receipt_status_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"status_history_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_receipt_status_mails" ADD CONSTRAINT "case_receipt_status_mails_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipt_status_mails" ADD CONSTRAINT "case_receipt_status_mails_status_history_id_case_receipt_status_history_id_fk" FOREIGN KEY ("status_history_id") REFERENCES "public"."case_receipt_status_history"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipt_status_mails" ADD CONSTRAINT "case_receipt_status_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_receipt_status_mails_change_user_uq" ON "case_receipt_status_mails" USING btree ("status_history_id","user_id");--> statement-breakpoint
CREATE INDEX "case_receipt_status_mails_pending_idx" ON "case_receipt_status_mails" USING btree ("sent_at","attempts");