CREATE TABLE "trust_balance_floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"case_id" integer,
	"floor_cents" bigint NOT NULL,
	"requested_at" timestamp with time zone,
	"request_invoice_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_notices" DROP CONSTRAINT "invoice_notices_kind_ck";--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_request_invoice_id_invoices_id_fk" FOREIGN KEY ("request_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_balance_floors_client_uq" ON "trust_balance_floors" USING btree ("law_firm_id","client_id") WHERE "trust_balance_floors"."case_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_balance_floors_case_uq" ON "trust_balance_floors" USING btree ("law_firm_id","case_id") WHERE "trust_balance_floors"."case_id" is not null;--> statement-breakpoint
ALTER TABLE "invoice_notices" ADD CONSTRAINT "invoice_notices_kind_ck" CHECK (kind IN ('reminder_before', 'reminder_due', 'reminder_after', 'installment', 'receipt', 'late_fee', 'replenishment'));