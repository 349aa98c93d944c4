ALTER TABLE "family_contacts" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "country_of_birth" text;--> statement-breakpoint
ALTER TABLE "family_contacts" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country_of_birth" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "a_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "uscis_online_account_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_issue_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "passport_expiry_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "immigration_status" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "immigration_status_expiry_date" date;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "i94_number" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_entry_date" date;