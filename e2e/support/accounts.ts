import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Phuket-demo-2024';
export const demoUsers = {
  broker: { email: 'broker@example.com', name: 'Boris Broker' },
  developer: { email: 'developer@example.com', name: 'Dara Developer' },
  admin: { email: 'admin@example.com', name: 'Anna Admin' },
} as const;
export type DemoRole = keyof typeof demoUsers;

/**
 * Signs in through the real API and puts the token where the site keeps it (docs/product-rules.md §4), so a
 * test starts as that user without repeating the login screen (tested on its own).
 */
export async function signInAs(page: Page, role: DemoRole): Promise<string> {
  const response = await page.request.post('/api/login', {
    data: { email: demoUsers[role].email, password: DEMO_PASSWORD },
  });
  if (!response.ok())
    throw new Error(`login as ${role}: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  // Once per tab, so a later logout in the test is not undone by the next page load.
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    window.localStorage.setItem('token', value);
  }, token);
  return token;
}
