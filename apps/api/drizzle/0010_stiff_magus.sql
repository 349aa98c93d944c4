CREATE INDEX "cases_search_title_idx" ON "cases" USING btree ("law_firm_id",lower("title") text_pattern_ops);--> statement-breakpoint
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