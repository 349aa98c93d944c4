CREATE TABLE "read_fences" (
	"law_firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lsn" "pg_lsn" NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_fences_law_firm_id_user_id_pk" PRIMARY KEY("law_firm_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "read_fences" ADD CONSTRAINT "read_fences_law_firm_id_law_firms_id_fk" FOREIGN KEY ("law_firm_id") REFERENCES "public"."law_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "read_fences" ADD CONSTRAINT "read_fences_user_fk" FOREIGN KEY ("user_id","law_firm_id") REFERENCES "public"."users"("id","law_firm_id") ON DELETE cascade ON UPDATE no action;