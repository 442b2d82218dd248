import { expect, test } from '../support/test';
import { uniqueEmail } from './catalog-support';

test.describe('subscribe form (docs/product-rules.md §4, §5, §8)', () => {
  test('empty and invalid emails show the required message', async ({ page }) => {
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Subscribe to us' });
    await expect(form).toContainText(/no spam/i);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('The email field is required.');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('The email field is required.');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('success opens the modal and clears the field; a repeat shows the server message', async ({
    page,
  }) => {
    const email = uniqueEmail('subscribe');
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Subscribe to us' });
    await form.getByLabel('Email').fill(`  ${email}  `);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Thank you for subscribing!');
    await expect(form.getByLabel('Email')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText('This email is already subscribed.');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
