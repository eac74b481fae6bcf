// The content pages' English texts in the shape of their translations (decision 189): what the catalogue test
// compares de.ts … ar.ts with. Only tests import it.
import { contentTexts } from '../../content-texts.ts';
import { contentCatalogue } from '../catalogue-shape.ts';

export default contentCatalogue(contentTexts);
