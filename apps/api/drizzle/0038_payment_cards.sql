CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"provider_id" text NOT NULL,
	"card_type" text NOT NULL,
	"last4" text NOT NULL,
	"card_expiry" text NOT NULL,
	"card_holder" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_cards_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_stripe_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_customers" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_customers_customer_id_unique" UNIQUE("customer_id")
);
--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_customers" ADD CONSTRAINT "subscription_customers_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_cards_firm_idx" ON "payment_cards" USING btree ("law_firm_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_one_default_idx" ON "payment_cards" USING btree ("law_firm_id") WHERE "payment_cards"."is_default";--> statement-breakpoint
CREATE INDEX "sandbox_stripe_objects_account_idx" ON "sandbox_stripe_objects" USING btree ("account","kind");