-- A project's sales launch, the month developers announce ("launching March 2026"), stored as
-- that month's first day. What a buyer means by a new project (GET /projects?sort=newest): the
-- row's created_at is only when it was typed in.
ALTER TABLE "projects" ADD COLUMN "launch" date;
