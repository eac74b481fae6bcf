// The conversations' English catalogue in the shape of its translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it.
import type { Catalogue } from '@lingua/core';
import { conversationsTextsEn } from '../conversations-texts.ts';

export default { conversations: conversationsTextsEn } satisfies Catalogue;
