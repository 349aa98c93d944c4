CREATE TABLE "online_payment_settings" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"surcharge_hundredths" integer DEFAULT 0 NOT NULL,
	"office_account_id" integer,
	"trust_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"pay_link_id" integer NOT NULL,
	"intent_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"surcharge_cents" bigint DEFAULT 0 NOT NULL,
	"fee_cents" bigint,
	"sandbox" boolean NOT NULL,
	"payment_id" integer,
	"excess_payment_id" integer,
	"deposit_account_id" integer,
	"fee_movement_id" integer,
	"surcharge_movement_id" integer,
	"failure_message" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "pay_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"token_encrypted" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_office_account_id_bank_accounts_id_fk" FOREIGN KEY ("office_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_settings" ADD CONSTRAINT "online_payment_settings_trust_account_id_bank_accounts_id_fk" FOREIGN KEY ("trust_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_pay_link_id_pay_links_id_fk" FOREIGN KEY ("pay_link_id") REFERENCES "public"."pay_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_excess_payment_id_payments_id_fk" FOREIGN KEY ("excess_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_deposit_account_id_bank_accounts_id_fk" FOREIGN KEY ("deposit_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_fee_movement_id_account_movements_id_fk" FOREIGN KEY ("fee_movement_id") REFERENCES "public"."account_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_surcharge_movement_id_account_movements_id_fk" FOREIGN KEY ("surcharge_movement_id") REFERENCES "public"."account_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_links" ADD CONSTRAINT "pay_links_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payments_invoice_idx" ON "online_payments" USING btree ("invoice_id","status");--> statement-breakpoint
CREATE INDEX "online_payments_unsettled_idx" ON "online_payments" USING btree ("created_at") WHERE "online_payments"."status" in ('open', 'pending');--> statement-breakpoint
CREATE UNIQUE INDEX "pay_links_live_invoice_uq" ON "pay_links" USING btree ("invoice_id") WHERE "pay_links"."revoked_at" is null;