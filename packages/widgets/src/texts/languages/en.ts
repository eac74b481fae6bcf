// The widgets' English catalogue in the shape of its translations (decision 189): what the catalogue test compares
// de.ts … ar.ts with. Only tests import it. The loader's texts are left out: the loader shows them before core
// exists, from loader-texts.ts itself, so a translation of them would never be read.
import type { Catalogue } from '@lingua/core';
import { widgetTexts } from '../widget-texts.ts';

const { loader: _shownByTheLoader, ...translated } = widgetTexts;

export default { widgets: translated } satisfies Catalogue;
