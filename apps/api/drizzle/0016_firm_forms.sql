CREATE TABLE "firm_form_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"parent_id" integer,
	"directory_name" text NOT NULL,
	"created_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_form_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"version" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"directory_id" integer,
	"title" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_form_directories" ADD CONSTRAINT "firm_form_directories_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_directories" ADD CONSTRAINT "firm_form_directories_parent_id_firm_form_directories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."firm_form_directories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_directories" ADD CONSTRAINT "firm_form_directories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_directories" ADD CONSTRAINT "firm_form_directories_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_versions" ADD CONSTRAINT "firm_form_versions_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_versions" ADD CONSTRAINT "firm_form_versions_form_id_firm_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."firm_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_form_versions" ADD CONSTRAINT "firm_form_versions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_forms" ADD CONSTRAINT "firm_forms_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_forms" ADD CONSTRAINT "firm_forms_directory_id_firm_form_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."firm_form_directories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_forms" ADD CONSTRAINT "firm_forms_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_forms" ADD CONSTRAINT "firm_forms_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_form_directories_sibling_name_idx" ON "firm_form_directories" USING btree ("law_firm_id",coalesce("parent_id", 0),lower("directory_name")) WHERE "firm_form_directories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "firm_form_directories_parent_idx" ON "firm_form_directories" USING btree ("law_firm_id","parent_id") WHERE "firm_form_directories"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "firm_form_versions_form_version_idx" ON "firm_form_versions" USING btree ("form_id","version");--> statement-breakpoint
CREATE INDEX "firm_forms_directory_idx" ON "firm_forms" USING btree ("law_firm_id","directory_id") WHERE "firm_forms"."deleted_at" is null;