// The media element's "New audio or video request" panel, as the embed specs fill it.
import type { Locator } from '@playwright/test';

/**
 * Opens the panel from `media` (an element or page holding the media tab) and fills its first steps for a
 * transcription of English speech named `name`; returns the panel, waiting for its files.
 */
export async function startTranscription(media: Locator, name: string): Promise<Locator> {
  await media.getByRole('button', { name: 'Create', exact: true }).click();
  const panel = media.getByRole('dialog', { name: 'New audio or video request' });
  await panel.getByRole('radio', { name: /^Transcription A subtitle/ }).click();
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByRole('textbox', { name: 'Project name' }).fill(name);
  await panel.getByRole('combobox', { name: /spoken language/i }).click();
  await media.getByRole('option', { name: 'English', exact: true }).click();
  return panel;
}
