CREATE TABLE "sent_form_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_form_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"requested" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_form_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"sent_form_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"case_id" integer,
	"form_type" text NOT NULL,
	"form_id" integer NOT NULL,
	"form_title" text NOT NULL,
	"form_schema" jsonb NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"current_section" integer DEFAULT 0 NOT NULL,
	"requested_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"client_documents_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_sending_mode" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone,
	"last_saved_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"reminded_at" timestamp with time zone,
	"document_id" integer
);
--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "form_reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_form_attachments" ADD CONSTRAINT "sent_form_attachments_sent_form_id_sent_forms_id_fk" FOREIGN KEY ("sent_form_id") REFERENCES "public"."sent_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_form_attachments" ADD CONSTRAINT "sent_form_attachments_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_form_links" ADD CONSTRAINT "sent_form_links_sent_form_id_sent_forms_id_fk" FOREIGN KEY ("sent_form_id") REFERENCES "public"."sent_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sent_forms" ADD CONSTRAINT "sent_forms_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sent_form_attachments_form_idx" ON "sent_form_attachments" USING btree ("sent_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sent_form_links_token_idx" ON "sent_form_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sent_form_links_form_idx" ON "sent_form_links" USING btree ("sent_form_id");--> statement-breakpoint
CREATE INDEX "sent_forms_firm_sent_idx" ON "sent_forms" USING btree ("law_firm_id","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sent_forms_firm_status_idx" ON "sent_forms" USING btree ("law_firm_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "sent_forms_client_idx" ON "sent_forms" USING btree ("law_firm_id","client_id");--> statement-breakpoint
CREATE INDEX "sent_forms_case_idx" ON "sent_forms" USING btree ("law_firm_id","case_id") WHERE "sent_forms"."case_id" is not null;