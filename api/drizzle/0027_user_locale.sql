-- The language a user reads the site in, for the mails and texts sent to them later
-- (enquiries, presentation notices, saved-search alerts): remembered at sign-up and sign-in.
ALTER TABLE "users" ADD COLUMN "locale" varchar(8) DEFAULT 'en' NOT NULL;
