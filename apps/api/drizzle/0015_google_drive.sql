CREATE TABLE "google_drive_connections" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"refresh_token_encrypted" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_drive_files" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"parent_id" text,
	"content" "bytea",
	"size_bytes" bigint,
	"trashed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_drive_connections" ADD CONSTRAINT "google_drive_connections_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_drive_connections" ADD CONSTRAINT "google_drive_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "google_drive_connections_user_idx" ON "google_drive_connections" USING btree ("law_firm_id","user_id");--> statement-breakpoint
CREATE INDEX "sandbox_drive_files_parent_idx" ON "sandbox_drive_files" USING btree ("account","parent_id") WHERE "sandbox_drive_files"."trashed" = false;