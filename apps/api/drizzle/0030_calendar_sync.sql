CREATE TABLE "calendar_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"account_email" text,
	"sync_cursor" text,
	"status" text DEFAULT 'active' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"recurring_event_id" text,
	"title" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"status" text NOT NULL,
	"description" text,
	"meet_link" text,
	"html_link" text,
	"organizer_name" text,
	"organizer_email" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_calendar_events" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"seq" bigserial NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"recurring_event_id" text,
	"resource" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_events" ADD CONSTRAINT "external_calendar_events_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_calendar_events" ADD CONSTRAINT "external_calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_connections_user_provider_idx" ON "calendar_connections" USING btree ("user_id","provider");--> statement-breakpoint
CREATE INDEX "calendar_connections_status_idx" ON "calendar_connections" USING btree ("provider","status");--> statement-breakpoint
CREATE UNIQUE INDEX "external_calendar_events_key_idx" ON "external_calendar_events" USING btree ("user_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "external_calendar_events_window_idx" ON "external_calendar_events" USING btree ("law_firm_id","user_id","start_at");--> statement-breakpoint
CREATE INDEX "external_calendar_events_series_idx" ON "external_calendar_events" USING btree ("user_id","provider","recurring_event_id") WHERE "external_calendar_events"."recurring_event_id" is not null;--> statement-breakpoint
CREATE INDEX "sandbox_calendar_events_account_idx" ON "sandbox_calendar_events" USING btree ("account","seq");