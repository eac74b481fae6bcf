// The portal's English first-screen catalogue in the shape of its translations (decision 189): what the catalogue
// test compares de.ts … ar.ts with. Only tests import it.
import type { Catalogue } from '@lingua/core';
import { portalTexts } from '../portal-texts.ts';
import { toResources } from '../register-portal-texts.ts';

export default { portal: toResources(portalTexts) } satisfies Catalogue;
