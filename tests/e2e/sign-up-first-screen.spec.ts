// <lingua-sign-up>'s first screen loads its stepper after it is interactive (decision 087): the placeholder it
// shows meanwhile has the stepper's size, so the form the user may already be filling in does not move when the
// stepper arrives, on a wide card (one row of steps) and a narrow one (the steps wrap). The stepper's code is held
// back until the test lets it through. Its password fields load right after first paint too (decision 172): a
// stand-in password input takes typing meanwhile, and hands its focus and caret to the PasswordInput replacing it.
import { test, expect } from './fixtures.ts';

for (const width of [1280, 320]) {
  test(`<lingua-sign-up> at ${width} px: the form stays where it is when the stepper arrives`, async ({ page, foreignHosts }) => {
    await page.setViewportSize({ width, height: 900 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/sign-up-stepper-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(foreignHosts.url('walk-plain.html?tags=lingua-sign-up'));
    const signUp = page.locator('lingua-sign-up');
    const firstName = signUp.getByLabel(/^First name/);
    await expect(firstName).toBeVisible({ timeout: 20_000 });
    // The first step works before the stepper is there.
    await firstName.fill('Nora');
    await expect(signUp.getByText('Your details')).toBeHidden();
    const offset = async () => (await firstName.boundingBox())!.y - (await signUp.boundingBox())!.y;
    const withPlaceholder = await offset();
    release();
    await expect(signUp.getByText('Your details')).toBeVisible();
    expect(await offset()).toBe(withPlaceholder);
    await expect(firstName).toHaveValue('Nora');
  });
}

test('<lingua-sign-up>: typing in a password field goes on when its PasswordInput replaces the stand-in', async ({ page, foreignHosts }) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/password-field-input-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(foreignHosts.url('walk-plain.html?tags=lingua-sign-up'));
  const signUp = page.locator('lingua-sign-up');
  const password = signUp.getByLabel(/^Password/);
  await expect(password).toBeVisible({ timeout: 20_000 });
  const agreement = signUp.getByRole('checkbox');
  // The field's box: its label, input and message (the PasswordInput's input sits inside a box of its own).
  const field = () =>
    password.evaluate((input) => {
      const box = input.closest('.mantine-InputWrapper-root')!.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height };
    });
  const before = { field: await field(), below: await agreement.boundingBox() };
  await password.click();
  await page.keyboard.type('Secr');
  const toggles = signUp.getByRole('button', { name: 'Toggle password visibility' });
  await expect(toggles).toHaveCount(0);
  release();
  // The PasswordInputs' show/hide buttons are there once they have replaced the stand-ins.
  await expect(toggles).toHaveCount(2);
  await expect(password).toBeFocused();
  // Replacing the stand-in is no leaving of the field: it was not checked ('Secr' would show a message).
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('et-42!');
  await expect(password).toHaveValue('Secret-42!');
  await expect(password).toBeFocused();
  expect(await field()).toEqual(before.field);
  expect(await agreement.boundingBox()).toEqual(before.below);
});
