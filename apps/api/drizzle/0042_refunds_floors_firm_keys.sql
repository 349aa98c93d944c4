CREATE TABLE "trust_balance_floors" (
	"id" serial NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"case_id" integer,
	"floor_cents" bigint NOT NULL,
	"requested_at" timestamp with time zone,
	"request_invoice_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trust_balance_floors_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id")
);--> statement-breakpoint
CREATE TABLE "online_payment_refunds" (
	"id" serial NOT NULL,
	"law_firm_id" integer NOT NULL,
	"online_payment_id" integer NOT NULL,
	"provider_refund_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"payment_cents" bigint DEFAULT 0 NOT NULL,
	"excess_cents" bigint DEFAULT 0 NOT NULL,
	"surcharge_cents" bigint DEFAULT 0 NOT NULL,
	"unbooked_cents" bigint DEFAULT 0 NOT NULL,
	"surcharge_movement_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payment_refunds_id_law_firm_id_pk" PRIMARY KEY("id","law_firm_id")
);--> statement-breakpoint
ALTER TABLE "invoice_notices" DROP CONSTRAINT "invoice_notices_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The parents' (id, law_firm_id) keys first: the new tables' foreign keys name the firm with the row.
ALTER TABLE "account_movements" ADD CONSTRAINT "account_movements_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_firm_key" UNIQUE("id","law_firm_id");--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_client_fk" FOREIGN KEY ("client_id","law_firm_id") REFERENCES "public"."clients"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_case_fk" FOREIGN KEY ("case_id","law_firm_id") REFERENCES "public"."cases"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_request_invoice_fk" FOREIGN KEY ("request_invoice_id","law_firm_id") REFERENCES "public"."invoices"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trust_balance_floors" ADD CONSTRAINT "trust_balance_floors_updated_by_fk" FOREIGN KEY ("updated_by_user_id","law_firm_id") REFERENCES "public"."users"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_payment_fk" FOREIGN KEY ("online_payment_id","law_firm_id") REFERENCES "public"."online_payments"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_surcharge_movement_fk" FOREIGN KEY ("surcharge_movement_id","law_firm_id") REFERENCES "public"."account_movements"("id","law_firm_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_balance_floors_client_uq" ON "trust_balance_floors" USING btree ("law_firm_id","client_id") WHERE "trust_balance_floors"."case_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trust_balance_floors_case_uq" ON "trust_balance_floors" USING btree ("law_firm_id","case_id") WHERE "trust_balance_floors"."case_id" is not null;--> statement-breakpoint
CREATE INDEX "online_payment_refunds_payment_idx" ON "online_payment_refunds" USING btree ("online_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payment_refunds_provider_uq" ON "online_payment_refunds" USING btree ("law_firm_id","provider_refund_id");--> statement-breakpoint
ALTER TABLE "invoice_notices" ADD CONSTRAINT "invoice_notices_kind_ck" CHECK (kind IN ('reminder_before', 'reminder_due', 'reminder_after', 'installment', 'receipt', 'late_fee', 'replenishment'));