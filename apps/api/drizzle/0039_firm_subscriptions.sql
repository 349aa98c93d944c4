CREATE TABLE "firm_subscriptions" (
	"law_firm_id" integer PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"plan_code" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"grace_ends_at" timestamp with time zone,
	"read_only_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_subscriptions_provider_id_unique" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "firm_subscriptions" ADD CONSTRAINT "firm_subscriptions_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;