CREATE TABLE "charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"client_id" integer,
	"case_id" integer,
	"description" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"type" text DEFAULT 'Service' NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"tax_rate_hundredths" integer DEFAULT 0 NOT NULL,
	"is_time_entry" boolean DEFAULT false NOT NULL,
	"time_entry_id" integer,
	"saved_charge_id" integer,
	"payment_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"invoice_id" integer,
	"include_logo" boolean DEFAULT false NOT NULL,
	"logo" text,
	"include_footer" boolean DEFAULT false NOT NULL,
	"footer_text" text,
	"include_discount" boolean DEFAULT false NOT NULL,
	"discount_description" text,
	"discount_type" text DEFAULT 'FIXED' NOT NULL,
	"discount_value" bigint,
	"include_tax_rate" boolean DEFAULT true NOT NULL,
	"tax_rate_hundredths" integer,
	"include_late_fee" boolean DEFAULT false NOT NULL,
	"late_fee_type" text DEFAULT 'FIXED' NOT NULL,
	"late_fee_value" bigint,
	"late_fee_description" text,
	"include_installment" boolean DEFAULT false NOT NULL,
	"installment_amount_cents" bigint,
	"installment_frequency" text DEFAULT 'DAILY' NOT NULL,
	"installment_start_date" date,
	"color_scheme" text DEFAULT 'Black' NOT NULL,
	"language" text DEFAULT 'English' NOT NULL,
	"send_invoice_reminders" boolean DEFAULT false NOT NULL,
	"auto_send_receipt" boolean DEFAULT false NOT NULL,
	"include_email" boolean DEFAULT true NOT NULL,
	"include_phone" boolean DEFAULT true NOT NULL,
	"include_address" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"case_id" integer,
	"type" text DEFAULT 'BILL' NOT NULL,
	"title" text NOT NULL,
	"invoice_number" text NOT NULL,
	"created_by_user_id" integer,
	"due_date" date NOT NULL,
	"date_issued" date NOT NULL,
	"amount_cents" bigint,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"item_tax_cents" bigint DEFAULT 0 NOT NULL,
	"general_tax_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"paid_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"description" text NOT NULL,
	"type" text DEFAULT 'Service' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"date" date NOT NULL,
	"invoice_id" integer,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_saved_charge_id_saved_charges_id_fk" FOREIGN KEY ("saved_charge_id") REFERENCES "public"."saved_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_counters" ADD CONSTRAINT "invoice_counters_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_charges" ADD CONSTRAINT "saved_charges_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_charges" ADD CONSTRAINT "saved_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_charges" ADD CONSTRAINT "saved_charges_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "charges_invoice_idx" ON "charges" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_time_entry_uq" ON "charges" USING btree ("time_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_saved_charge_uq" ON "charges" USING btree ("saved_charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_settings_invoice_uq" ON "invoice_settings" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_settings_firm_default_uq" ON "invoice_settings" USING btree ("law_firm_id") WHERE "invoice_settings"."invoice_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_firm_number_uq" ON "invoices" USING btree ("law_firm_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_firm_issued_idx" ON "invoices" USING btree ("law_firm_id","date_issued","id");--> statement-breakpoint
CREATE INDEX "invoices_client_idx" ON "invoices" USING btree ("client_id","date_issued");--> statement-breakpoint
CREATE INDEX "invoices_case_idx" ON "invoices" USING btree ("case_id","date_issued");--> statement-breakpoint
CREATE INDEX "invoices_firm_due_idx" ON "invoices" USING btree ("law_firm_id","due_date");--> statement-breakpoint
CREATE INDEX "saved_charges_unbilled_idx" ON "saved_charges" USING btree ("law_firm_id","created_at") WHERE "saved_charges"."invoice_id" IS NULL;