CREATE TABLE "case_task_assignments" (
	"case_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "case_task_assignments_case_id_task_id_pk" PRIMARY KEY("case_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "case_team_leads" (
	"case_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "case_team_leads_case_id_user_id_pk" PRIMARY KEY("case_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "client_employers" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"company_or_school_name" text NOT NULL,
	"annual_salary_cents" bigint,
	"job_title" text,
	"occupation" text,
	"date_from" date,
	"date_to" date,
	"supervisor" text,
	"duties" text,
	"is_current_employer" boolean DEFAULT false NOT NULL,
	"is_foreign_employer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"company_or_school_name" text NOT NULL,
	"degree_awarded" text,
	"field_of_study" text,
	"date_from" date,
	"date_to" date,
	"is_current_school" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"linked_client_id" integer,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"email" text,
	"relationship_type" text NOT NULL,
	"lived_together_since" date,
	"lived_together_until" date,
	"dependent_status" text,
	"household_income_cents" bigint,
	"head_of_household" boolean DEFAULT false NOT NULL,
	"derivative_applicant" boolean DEFAULT false NOT NULL,
	"principal_applicant" boolean DEFAULT false NOT NULL,
	"date_of_marriage" date,
	"city_of_marriage" text,
	"state_of_marriage" text,
	"province_of_marriage" text,
	"country_of_marriage" text,
	"reason_marriage_ended" text,
	"date_marriage_ended" date,
	"city_marriage_ended" text,
	"state_marriage_ended" text,
	"province_marriage_ended" text,
	"country_marriage_ended" text,
	"date_of_separation" date,
	"how_marriage_ended" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_participant_types" (
	"contact_id" integer NOT NULL,
	"participant_type_id" integer NOT NULL,
	CONSTRAINT "contact_participant_types_contact_id_participant_type_id_pk" PRIMARY KEY("contact_id","participant_type_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone_number" text,
	"contact_type" text NOT NULL,
	"gender" text,
	"date_of_birth" date,
	"current_street" text,
	"current_city" text,
	"current_city_id" text,
	"current_state" text,
	"current_state_id" text,
	"current_postal_code" text,
	"current_country" text,
	"current_country_id" text,
	"mail_street" text,
	"mail_city" text,
	"mail_city_id" text,
	"mail_state" text,
	"mail_state_id" text,
	"mail_postal_code" text,
	"mail_country" text,
	"mail_country_id" text,
	"related_entity_type" text,
	"related_entity_id" integer,
	"primary_contact_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_type_users" (
	"participant_type_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "participant_type_users_participant_type_id_user_id_pk" PRIMARY KEY("participant_type_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "participant_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"law_firm_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "contact_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "primary_contact_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "case_type" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "workflow_id" integer;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "alt_steps_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "created_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "state_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "case_task_assignments" ADD CONSTRAINT "case_task_assignments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_task_assignments" ADD CONSTRAINT "case_task_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_team_leads" ADD CONSTRAINT "case_team_leads_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_team_leads" ADD CONSTRAINT "case_team_leads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_employers" ADD CONSTRAINT "client_employers_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_employers" ADD CONSTRAINT "client_employers_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schools" ADD CONSTRAINT "client_schools_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_schools" ADD CONSTRAINT "client_schools_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD CONSTRAINT "family_contacts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD CONSTRAINT "family_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD CONSTRAINT "family_contacts_linked_client_id_clients_id_fk" FOREIGN KEY ("linked_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_participant_types" ADD CONSTRAINT "contact_participant_types_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_participant_types" ADD CONSTRAINT "contact_participant_types_participant_type_id_participant_types_id_fk" FOREIGN KEY ("participant_type_id") REFERENCES "public"."participant_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_type_users" ADD CONSTRAINT "participant_type_users_participant_type_id_participant_types_id_fk" FOREIGN KEY ("participant_type_id") REFERENCES "public"."participant_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_type_users" ADD CONSTRAINT "participant_type_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_types" ADD CONSTRAINT "participant_types_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_task_assignments_user_idx" ON "case_task_assignments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "case_team_leads_user_idx" ON "case_team_leads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_employers_client_idx" ON "client_employers" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_schools_client_idx" ON "client_schools" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "family_contacts_client_idx" ON "family_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_contacts_single_relationship" ON "family_contacts" USING btree ("client_id","relationship_type") WHERE "family_contacts"."relationship_type" in ('Father', 'Mother', 'Spouse');--> statement-breakpoint
CREATE INDEX "contact_participant_types_type_idx" ON "contact_participant_types" USING btree ("participant_type_id");--> statement-breakpoint
CREATE INDEX "contacts_firm_name_idx" ON "contacts" USING btree ("law_firm_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_firm_email_unique" ON "contacts" USING btree ("law_firm_id",lower("email")) WHERE "contacts"."email" is not null and "contacts"."related_entity_type" is null;--> statement-breakpoint
CREATE INDEX "contacts_firm_email_idx" ON "contacts" USING btree ("law_firm_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_related_entity_unique" ON "contacts" USING btree ("law_firm_id","related_entity_type","related_entity_id") WHERE "contacts"."related_entity_type" is not null;--> statement-breakpoint
CREATE INDEX "participant_type_users_user_idx" ON "participant_type_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "participant_types_firm_idx" ON "participant_types" USING btree ("law_firm_id");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_primary_contact_id_contacts_id_fk" FOREIGN KEY ("primary_contact_id") REFERENCES "public"."contacts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clients_law_firm_email_idx" ON "clients" USING btree ("law_firm_id","email");