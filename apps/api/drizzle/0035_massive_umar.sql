CREATE TABLE "calendar_push_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"connection_id" integer NOT NULL,
	"provider" text NOT NULL,
	"channel_id" text NOT NULL,
	"resource_id" text,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_calendar_watches" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"secret" text NOT NULL,
	"resource_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_push_channels" ADD CONSTRAINT "calendar_push_channels_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_push_channels" ADD CONSTRAINT "calendar_push_channels_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_push_channels_connection_idx" ON "calendar_push_channels" USING btree ("connection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_push_channels_channel_idx" ON "calendar_push_channels" USING btree ("provider","channel_id");--> statement-breakpoint
CREATE INDEX "calendar_push_channels_expiry_idx" ON "calendar_push_channels" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_calendar_watches_account_idx" ON "sandbox_calendar_watches" USING btree ("account");