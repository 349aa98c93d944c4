CREATE TABLE "workflow_step_tasks" (
	"step_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "workflow_step_tasks_step_id_task_id_pk" PRIMARY KEY("step_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer,
	"template_id" integer NOT NULL,
	"parent_step_id" integer,
	"title" text NOT NULL,
	"priority" text DEFAULT 'LOW' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_task_forms" (
	"task_id" integer NOT NULL,
	"form_type" text NOT NULL,
	"form_id" integer NOT NULL,
	CONSTRAINT "workflow_task_forms_task_id_form_type_form_id_pk" PRIMARY KEY("task_id","form_type","form_id")
);
--> statement-breakpoint
CREATE TABLE "workflow_task_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer,
	"title" text NOT NULL,
	"priority" text DEFAULT 'LOW' NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"participant_type_id" integer,
	"participant_type_name" text,
	"email_template_id" integer,
	"document_template_id" integer,
	"home_step_id" integer,
	"home_parent_step_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer,
	"public_key" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_templates_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
ALTER TABLE "workflow_step_tasks" ADD CONSTRAINT "workflow_step_tasks_step_id_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_step_tasks" ADD CONSTRAINT "workflow_step_tasks_task_id_workflow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."workflow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_steps" ADD CONSTRAINT "workflow_steps_parent_step_id_workflow_steps_id_fk" FOREIGN KEY ("parent_step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task_forms" ADD CONSTRAINT "workflow_task_forms_task_id_workflow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."workflow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task_instructions" ADD CONSTRAINT "workflow_task_instructions_task_id_workflow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."workflow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_participant_type_id_participant_types_id_fk" FOREIGN KEY ("participant_type_id") REFERENCES "public"."participant_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_home_step_id_workflow_steps_id_fk" FOREIGN KEY ("home_step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_tasks" ADD CONSTRAINT "workflow_tasks_home_parent_step_id_workflow_steps_id_fk" FOREIGN KEY ("home_parent_step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "workflow_step_tasks_task_idx" ON "workflow_step_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "workflow_steps_template_position_idx" ON "workflow_steps" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "workflow_steps_parent_idx" ON "workflow_steps" USING btree ("parent_step_id");--> statement-breakpoint
CREATE INDEX "workflow_steps_firm_idx" ON "workflow_steps" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "workflow_task_instructions_task_idx" ON "workflow_task_instructions" USING btree ("task_id","position");--> statement-breakpoint
CREATE INDEX "workflow_tasks_firm_idx" ON "workflow_tasks" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "workflow_templates_firm_idx" ON "workflow_templates" USING btree ("law_firm_id");