// The settings panel's English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it.
import type { Catalogue } from '@lingua/core';
import { settingsTextsEn } from '../settings-texts.ts';

export default { settings: settingsTextsEn } satisfies Catalogue;
