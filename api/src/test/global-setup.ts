import { buildTemplates } from './database-templates';

/** Jest globalSetup: the test databases' templates, made once per run. */
export default async function globalSetup(): Promise<void> {
  await buildTemplates();
}
