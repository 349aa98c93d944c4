ALTER TABLE "payments" ADD COLUMN "source_payment_id" integer;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "country_of_birth" text;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country_of_birth" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "a_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "uscis_online_account_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_issue_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_expiry_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "immigration_status" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "immigration_status_expiry_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "i94_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_entry_date" date;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "city_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "country_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "bank_routing_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_source_payment_id_payments_id_fk" FOREIGN KEY ("source_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_source_idx" ON "payments" USING btree ("source_payment_id");--> statement-breakpoint
CREATE INDEX "cases_search_title_idx" ON "cases" USING btree ("law_firm_id",lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_law_firm_created_idx" ON "clients" USING btree ("law_firm_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_search_name_idx" ON "clients" USING btree ("law_firm_id",lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_search_last_name_idx" ON "clients" USING btree ("law_firm_id",lower("last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_search_email_idx" ON "clients" USING btree ("law_firm_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_search_phone_idx" ON "clients" USING btree ("law_firm_id",regexp_replace("phone_number", '[^0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clients_search_phone_end_idx" ON "clients" USING btree ("law_firm_id",reverse(regexp_replace("phone_number", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_name_idx" ON "contacts" USING btree ("law_firm_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_name_rest_idx" ON "contacts" USING btree ("law_firm_id",lower(substr("name", strpos("name", ' ') + 1)) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_email_idx" ON "contacts" USING btree ("law_firm_id",lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_phone_idx" ON "contacts" USING btree ("law_firm_id",regexp_replace("phone_number", '[^0-9]', '', 'g') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "contacts_search_phone_end_idx" ON "contacts" USING btree ("law_firm_id",reverse(regexp_replace("phone_number", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_number_idx" ON "invoices" USING btree ("law_firm_id",lower("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_title_idx" ON "invoices" USING btree ("law_firm_id",lower("title") text_pattern_ops);