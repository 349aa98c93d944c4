CREATE TABLE "case_receipt_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"case_receipt_id" integer NOT NULL,
	"status" text NOT NULL,
	"status_kind" text NOT NULL,
	"status_description" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"had_previous" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"appointment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_receipts" ADD COLUMN "status_final" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "case_receipt_status_history" ADD CONSTRAINT "case_receipt_status_history_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipt_status_history" ADD CONSTRAINT "case_receipt_status_history_case_receipt_id_case_receipts_id_fk" FOREIGN KEY ("case_receipt_id") REFERENCES "public"."case_receipts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipt_status_history" ADD CONSTRAINT "case_receipt_status_history_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_receipt_status_history_change_uq" ON "case_receipt_status_history" USING btree ("case_receipt_id","status","status_description");--> statement-breakpoint
CREATE INDEX "case_receipt_status_history_receipt_idx" ON "case_receipt_status_history" USING btree ("case_receipt_id","changed_at");--> statement-breakpoint
CREATE INDEX "case_receipt_status_history_firm_checked_idx" ON "case_receipt_status_history" USING btree ("law_firm_id","checked_at");