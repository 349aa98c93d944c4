CREATE TABLE "foia_requests" (
	"case_id" integer PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"agency" text NOT NULL,
	"request_number" text,
	"received_date" date NOT NULL,
	"extension_taken" boolean DEFAULT false NOT NULL,
	"tollings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"response_due" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "foia_requests" ADD CONSTRAINT "foia_requests_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foia_requests" ADD CONSTRAINT "foia_requests_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foia_requests_law_firm_due_idx" ON "foia_requests" USING btree ("law_firm_id","response_due");