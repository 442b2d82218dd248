import { dropTemplates } from './database-templates';

export default async function globalTeardown(): Promise<void> {
  await dropTemplates();
}
