CREATE TABLE "case_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"description" text,
	"status" text,
	"status_description" text,
	"form_type" text,
	"submitted_date" date,
	"modified_date" date,
	"document_id" integer,
	"last_checked_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_receipts" ADD CONSTRAINT "case_receipts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipts" ADD CONSTRAINT "case_receipts_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipts" ADD CONSTRAINT "case_receipts_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_receipts" ADD CONSTRAINT "case_receipts_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "case_receipts_firm_number_uq" ON "case_receipts" USING btree ("law_firm_id","receipt_number");--> statement-breakpoint
CREATE INDEX "case_receipts_case_idx" ON "case_receipts" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "case_receipts_firm_created_idx" ON "case_receipts" USING btree ("law_firm_id","created_at");