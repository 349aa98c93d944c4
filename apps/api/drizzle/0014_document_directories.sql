CREATE TABLE "document_directories" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"created_by_user_id" integer,
	"deleted_at" timestamp with time zone,
	"deleted_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_parent_id_document_directories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."document_directories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_directories" ADD CONSTRAINT "document_directories_deleted_by_user_id_users_id_fk" FOREIGN KEY ("deleted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_directories_sibling_name_idx" ON "document_directories" USING btree ("law_firm_id",coalesce("parent_id", 0),lower("name")) WHERE "document_directories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "document_directories_parent_idx" ON "document_directories" USING btree ("law_firm_id","parent_id") WHERE "document_directories"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_directory_id_document_directories_id_fk" FOREIGN KEY ("directory_id") REFERENCES "public"."document_directories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_directory_idx" ON "documents" USING btree ("law_firm_id","directory_id") WHERE "documents"."deleted_at" is null;