// <lingua-sign-up>'s first screen loads its stepper after it is interactive (decision 087): the placeholder it
// shows meanwhile has the stepper's size, so the form the user may already be filling in does not move when the
// stepper arrives, on a wide card (one row of steps) and a narrow one (the steps wrap). The stepper's code is held
// back until the test lets it through.
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
