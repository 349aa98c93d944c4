ALTER TABLE "law_firms" ADD COLUMN "city_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "country_id" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "law_firms" ADD COLUMN "bank_routing_number" text;