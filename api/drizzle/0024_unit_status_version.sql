-- A unit's status is changed on its own row from the unit list (not only by importing the whole
-- table again): each row carries a version, so a change based on an older state is refused (409)
-- as the other database writes are.
ALTER TABLE "project_units" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;
