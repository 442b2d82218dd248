import type { Page } from '@playwright/test';
import { signInAs, type DemoRole } from '../support/accounts';
import { expect, test, waitForApp } from '../support/test';

// One smoke per area in each pairing of the skew test (e2e/skew/README.md): its main page, one
// interaction, no console error. Run by e2e/skew/run.mjs, once against today's shell with the
// last release's areas (project today-shell), once against the last release's shell with
// today's areas (project last-shell). A failure names the area and the two builds.

interface Build {
  version: string;
  commit: string;
  shared?: string | null;
  release: string | null;
}

const major = (version: string | null | undefined) => version?.split('.')[0] ?? null;

/**
 * A deliberate breaking release of @phuket/shared (another major, docs/shared-modules.md): the
 * shell must refuse the area, not mount it. Unknown versions (a build from before builds named
 * theirs) are taken to match, so the area must work.
 */
function refusedOnPurpose(shell: Build | null | undefined, area: Build | null | undefined) {
  const [a, b] = [major(shell?.shared), major(area?.shared)];
  return a !== null && b !== null && a !== b;
}

function describeBuild(build: Build | null | undefined): string {
  return build ? `${build.version} (${build.commit.slice(0, 12)})` : 'an unknown build';
}

interface Smoke {
  area: string;
  role?: DemoRole;
  /** The area's main page. */
  path: string;
  run(page: Page): Promise<void>;
}

const SMOKES: Smoke[] = [
  {
    area: 'mfe-catalog',
    path: '/properties',
    async run(page) {
      await page.goto('/properties');
      await waitForApp(page);
      await expect(page.getByText(/properties found/)).toBeVisible();
      await page.getByRole('article').first().getByRole('link').first().click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  },
  {
    area: 'mfe-account',
    path: '/login',
    async run(page) {
      await page.goto('/login');
      await waitForApp(page);
      await page.getByLabel('Email', { exact: true }).fill('broker@example.com');
      await page.getByLabel('Password', { exact: true }).fill('Phuket-demo-2024');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Boris Broker' })).toBeVisible();
    },
  },
  {
    area: 'mfe-listings',
    path: '/listing',
    role: 'broker',
    async run(page) {
      await page.goto('/listing');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Add a listing' }).click();
      await expect(page).toHaveURL(/\/listing\/create$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Create a listing' })).toBeVisible();
    },
  },
  {
    area: 'mfe-database',
    path: '/database/developers',
    role: 'developer',
    async run(page) {
      await page.goto('/database/developers');
      await waitForApp(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Developer database' }),
      ).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Databases' })
        .getByRole('link', { name: 'Projects' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Project database' })).toBeVisible();
      await expect(page.getByRole('table')).toBeVisible();
    },
  },
  {
    area: 'mfe-presentations',
    path: '/presentations',
    role: 'broker',
    async run(page) {
      await page.goto('/presentations');
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: 'My presentations' })).toBeVisible();
      await page.getByRole('link', { name: 'Create a presentation' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'New presentation' })).toBeVisible();
    },
  },
];

for (const smoke of SMOKES) {
  test(`${smoke.area}: its main page and one interaction, without a console error`, async ({
    page,
    request,
  }) => {
    const health = (await (await request.get('/api/health')).json()) as {
      builds: Record<string, Build | null>;
    };
    const pairing =
      `${smoke.area} ${describeBuild(health.builds[smoke.area])} ` +
      `in the shell ${describeBuild(health.builds.shell)}`;
    test.info().annotations.push({ type: 'pairing', description: pairing });
    // The area really is the other side's build: a release in this server's RELEASES_DIR.
    expect(health.builds[smoke.area]?.release, pairing).toBeTruthy();

    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (smoke.role) await signInAs(page, smoke.role);
    const refused = refusedOnPurpose(health.builds.shell, health.builds[smoke.area]);
    try {
      if (refused) {
        // Told, not broken: the message with Retry, the shell around it, the mismatch reported.
        const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors'));
        await page.goto(smoke.path);
        const alert = page.getByRole('alert');
        await expect(
          alert.getByRole('heading', { name: 'This area is being updated' }),
        ).toBeVisible();
        await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        expect((await report).postDataJSON()).toMatchObject({ kind: 'shared-mismatch' });
      } else {
        await smoke.run(page);
      }
    } catch (error) {
      throw new Error(`${pairing}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // A refusal says so in the console on purpose (with both versions); nothing else may.
    const unexpected = refused ? errors.filter((text) => !/shared|version/i.test(text)) : errors;
    expect(unexpected, `${pairing}: console errors`).toEqual([]);
  });
}
