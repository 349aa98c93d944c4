CREATE TABLE "online_payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
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
	CONSTRAINT "online_payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_online_payment_id_online_payments_id_fk" FOREIGN KEY ("online_payment_id") REFERENCES "public"."online_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payment_refunds" ADD CONSTRAINT "online_payment_refunds_surcharge_movement_id_account_movements_id_fk" FOREIGN KEY ("surcharge_movement_id") REFERENCES "public"."account_movements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_payment_refunds_payment_idx" ON "online_payment_refunds" USING btree ("online_payment_id");