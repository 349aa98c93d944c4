CREATE TABLE "merge_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"target" text NOT NULL,
	"field" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"subject" text,
	"body_html" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "firm_predefined_workflows" (
	"law_firm_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_predefined_workflows_law_firm_id_template_id_pk" PRIMARY KEY("law_firm_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD COLUMN "copied_from_template_id" integer;--> statement-breakpoint
ALTER TABLE "merge_fields" ADD CONSTRAINT "merge_fields_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_predefined_workflows" ADD CONSTRAINT "firm_predefined_workflows_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_predefined_workflows" ADD CONSTRAINT "firm_predefined_workflows_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merge_fields_firm_name_idx" ON "merge_fields" USING btree ("law_firm_id","name");--> statement-breakpoint
CREATE INDEX "templates_firm_kind_idx" ON "templates" USING btree ("law_firm_id","kind","updated_at");--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_email_template_id_templates_id_fk" FOREIGN KEY ("email_template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_document_template_id_templates_id_fk" FOREIGN KEY ("document_template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_copied_from_template_id_workflow_templates_id_fk" FOREIGN KEY ("copied_from_template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE set null ON UPDATE no action;