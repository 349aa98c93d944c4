CREATE TABLE "document_filling_assignees" (
	"filling_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_filling_assignees_filling_id_user_id_pk" PRIMARY KEY("filling_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_fillings" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"case_id" integer,
	"form_type" text NOT NULL,
	"form_id" integer NOT NULL,
	"form_title" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by_user_id" integer,
	"completed_at" timestamp with time zone,
	"completed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_filling_assignees" ADD CONSTRAINT "document_filling_assignees_filling_id_document_fillings_id_fk" FOREIGN KEY ("filling_id") REFERENCES "public"."document_fillings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_filling_assignees" ADD CONSTRAINT "document_filling_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fillings" ADD CONSTRAINT "document_fillings_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fillings" ADD CONSTRAINT "document_fillings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fillings" ADD CONSTRAINT "document_fillings_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fillings" ADD CONSTRAINT "document_fillings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_fillings" ADD CONSTRAINT "document_fillings_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_filling_assignees_user_idx" ON "document_filling_assignees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "document_fillings_firm_status_idx" ON "document_fillings" USING btree ("law_firm_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);