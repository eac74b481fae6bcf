// Reference data every installation needs (not demo data): languages with their engine ids, LLTS
// (interpreting) languages, countries and provinces. Upserted on every start so a new language or a
// corrected engine id reaches existing databases without a migration.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { countries, languages, lltsLanguages, provinces, reports } from '../db/schema/index.ts';
import { REPORT_DEFINITIONS } from '../modules/reports/definitions.ts';

type LanguageSeed = typeof languages.$inferInsert;

// [portal id, name, ISO/BCP-47 code used by the cloud engines, Apertium ISO 639-3 code, rtl, xl8 media support]
const LANGUAGE_ROWS: Array<[string, string, string | null, string | null, boolean, boolean]> = [
  ['enu', 'English', 'en', 'eng', false, true],
  ['esn', 'Spanish', 'es', 'spa', false, true],
  ['cat', 'Catalan', 'ca', 'cat', false, false],
  ['glc', 'Galician', 'gl', 'glg', false, false],
  ['euq', 'Basque', 'eu', 'eus', false, false],
  ['fra', 'French', 'fr', 'fra', false, true],
  ['frc', 'French (Canada)', 'fr-CA', null, false, false],
  ['ita', 'Italian', 'it', 'ita', false, true],
  ['ptb', 'Portuguese (Brazil)', 'pt', 'por', false, true],
  ['ptg', 'Portuguese (Portugal)', 'pt-PT', 'por', false, false],
  ['epo', 'Esperanto', null, 'epo', false, false],
  ['oci', 'Occitan', null, 'oci', false, false],
  ['rom', 'Romanian', 'ro', 'ron', false, false],
  ['deu', 'German', 'de', null, false, true],
  ['nld', 'Dutch', 'nl', null, false, false],
  ['sve', 'Swedish', 'sv', null, false, false],
  ['dan', 'Danish', 'da', null, false, false],
  ['nor', 'Norwegian', 'nb', null, false, false],
  ['fin', 'Finnish', 'fi', null, false, false],
  ['plk', 'Polish', 'pl', null, false, false],
  ['csy', 'Czech', 'cs', null, false, false],
  ['hun', 'Hungarian', 'hu', null, false, false],
  ['ell', 'Greek', 'el', null, false, false],
  ['rus', 'Russian', 'ru', null, false, true],
  ['ukr', 'Ukrainian', 'uk', null, false, false],
  ['trk', 'Turkish', 'tr', null, false, false],
  ['ara', 'Arabic', 'ar', null, true, true],
  ['heb', 'Hebrew', 'he', null, true, false],
  ['far', 'Persian', 'fa', null, true, false],
  ['urd', 'Urdu', 'ur', null, true, false],
  ['hin', 'Hindi', 'hi', null, false, true],
  ['bng', 'Bengali', 'bn', null, false, false],
  ['chs', 'Chinese (Simplified)', 'zh-Hans', null, false, true],
  ['cht', 'Chinese (Traditional)', 'zh-Hant', null, false, false],
  ['jpn', 'Japanese', 'ja', null, false, true],
  ['kor', 'Korean', 'ko', null, false, true],
  ['vit', 'Vietnamese', 'vi', null, false, false],
  ['tha', 'Thai', 'th', null, false, false],
  ['ind', 'Indonesian', 'id', null, false, false],
  ['fil', 'Filipino', 'fil', null, false, false],
  ['khm', 'Khmer', 'km', null, false, false],
  ['hye', 'Armenian', 'hy', null, false, false],
  ['som', 'Somali', 'so', null, false, false],
  ['hat', 'Haitian Creole', 'ht', null, false, false],
];

/** Languages the portal shows first in pickers. */
const PREFERRED = new Set(['enu', 'esn', 'fra', 'deu', 'chs']);

export const LANGUAGES: LanguageSeed[] = LANGUAGE_ROWS.map(([id, name, iso, apertium, rtl, media], i) => ({
  id,
  name,
  isDisabled: false,
  preferred: PREFERRED.has(id),
  xtrfId: 100 + i,
  intentoId: iso,
  smartMateId: iso,
  azureId: iso,
  xl8FileTranslationId: iso,
  xl8SyncId: media ? iso : null,
  xl8DubbingId: media ? iso : null,
  apertiumCode: apertium,
  direction: rtl ? 'rtl' : 'ltr',
}));

export const LLTS_LANGUAGES: Array<typeof lltsLanguages.$inferInsert> = [
  ['ase', 'American Sign Language'],
  ['ara', 'Arabic'],
  ['yue', 'Cantonese'],
  ['fra', 'French'],
  ['hat', 'Haitian Creole'],
  ['kor', 'Korean'],
  ['cmn', 'Mandarin'],
  ['por', 'Portuguese'],
  ['pan', 'Punjabi'],
  ['rus', 'Russian'],
  ['som', 'Somali'],
  ['spa', 'Spanish'],
  ['tgl', 'Tagalog'],
  ['vie', 'Vietnamese'],
].map(([id, name]) => ({ id: id!, name: name! }));

export const UNITED_STATES_ID = 227;
export const CANADA_ID = 38;

// Ids follow the provider's project-management system; 227 (United States) is the form default (spec 2 §9).
export const COUNTRIES: Array<typeof countries.$inferInsert> = (
  [
    [1, 'Afghanistan', 'AF'],
    [3, 'Albania', 'AL'],
    [4, 'Algeria', 'DZ'],
    [10, 'Argentina', 'AR'],
    [11, 'Armenia', 'AM'],
    [13, 'Australia', 'AU'],
    [14, 'Austria', 'AT'],
    [18, 'Bangladesh', 'BD'],
    [21, 'Belgium', 'BE'],
    [30, 'Brazil', 'BR'],
    [35, 'Bulgaria', 'BG'],
    [37, 'Cambodia', 'KH'],
    [CANADA_ID, 'Canada', 'CA'],
    [43, 'Chile', 'CL'],
    [44, 'China', 'CN'],
    [47, 'Colombia', 'CO'],
    [52, 'Costa Rica', 'CR'],
    [54, 'Croatia', 'HR'],
    [55, 'Cuba', 'CU'],
    [57, 'Czech Republic', 'CZ'],
    [58, 'Denmark', 'DK'],
    [61, 'Dominican Republic', 'DO'],
    [63, 'Ecuador', 'EC'],
    [64, 'Egypt', 'EG'],
    [65, 'El Salvador', 'SV'],
    [69, 'Ethiopia', 'ET'],
    [73, 'Finland', 'FI'],
    [74, 'France', 'FR'],
    [81, 'Germany', 'DE'],
    [82, 'Ghana', 'GH'],
    [84, 'Greece', 'GR'],
    [89, 'Guatemala', 'GT'],
    [93, 'Haiti', 'HT'],
    [95, 'Honduras', 'HN'],
    [96, 'Hong Kong', 'HK'],
    [97, 'Hungary', 'HU'],
    [99, 'India', 'IN'],
    [100, 'Indonesia', 'ID'],
    [101, 'Iran', 'IR'],
    [102, 'Iraq', 'IQ'],
    [103, 'Ireland', 'IE'],
    [104, 'Israel', 'IL'],
    [105, 'Italy', 'IT'],
    [106, 'Jamaica', 'JM'],
    [107, 'Japan', 'JP'],
    [108, 'Jordan', 'JO'],
    [110, 'Kenya', 'KE'],
    [113, 'South Korea', 'KR'],
    [114, 'Kuwait', 'KW'],
    [117, 'Lebanon', 'LB'],
    [129, 'Malaysia', 'MY'],
    [137, 'Mexico', 'MX'],
    [144, 'Morocco', 'MA'],
    [150, 'Netherlands', 'NL'],
    [153, 'New Zealand', 'NZ'],
    [154, 'Nicaragua', 'NI'],
    [156, 'Nigeria', 'NG'],
    [160, 'Norway', 'NO'],
    [162, 'Pakistan', 'PK'],
    [165, 'Panama', 'PA'],
    [168, 'Peru', 'PE'],
    [169, 'Philippines', 'PH'],
    [171, 'Poland', 'PL'],
    [172, 'Portugal', 'PT'],
    [173, 'Puerto Rico', 'PR'],
    [177, 'Romania', 'RO'],
    [178, 'Russia', 'RU'],
    [190, 'Saudi Arabia', 'SA'],
    [195, 'Singapore', 'SG'],
    [199, 'Somalia', 'SO'],
    [200, 'South Africa', 'ZA'],
    [202, 'Spain', 'ES'],
    [208, 'Sweden', 'SE'],
    [209, 'Switzerland', 'CH'],
    [211, 'Taiwan', 'TW'],
    [214, 'Thailand', 'TH'],
    [219, 'Turkey', 'TR'],
    [223, 'Ukraine', 'UA'],
    [224, 'United Arab Emirates', 'AE'],
    [225, 'United Kingdom', 'GB'],
    [UNITED_STATES_ID, 'United States', 'US'],
    [229, 'Uruguay', 'UY'],
    [232, 'Venezuela', 'VE'],
    [233, 'Vietnam', 'VN'],
  ] as const
).map(([id, name, isoCode]) => ({ id, name, isoCode }));

const US_STATES: Array<[string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'],
  ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'],
  ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'],
  ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'],
  ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'],
  ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'],
  ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
];

const CANADIAN_PROVINCES: Array<[string, string]> = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

export const PROVINCES: Array<typeof provinces.$inferInsert> = [
  ...US_STATES.map(([code, name], i) => ({ id: 1 + i, name, code, countryId: UNITED_STATES_ID })),
  ...CANADIAN_PROVINCES.map(([code, name], i) => ({ id: 101 + i, name, code, countryId: CANADA_ID })),
];

export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LANGUAGES)
      .onConflictDoUpdate({
        target: languages.id,
        // Keep an operator's isDisabled/preferred choices; refresh names and engine ids.
        set: {
          name: sql`excluded.name`,
          xtrfId: sql`excluded.xtrf_id`,
          intentoId: sql`excluded.intento_id`,
          smartMateId: sql`excluded.smart_mate_id`,
          azureId: sql`excluded.azure_id`,
          xl8FileTranslationId: sql`excluded.xl8_file_translation_id`,
          xl8SyncId: sql`excluded.xl8_sync_id`,
          xl8DubbingId: sql`excluded.xl8_dubbing_id`,
          apertiumCode: sql`excluded.apertium_code`,
          direction: sql`excluded.direction`,
        },
      });
    await tx.insert(lltsLanguages).values(LLTS_LANGUAGES).onConflictDoUpdate({ target: lltsLanguages.id, set: { name: sql`excluded.name` } });
    await tx
      .insert(countries)
      .values(COUNTRIES)
      .onConflictDoUpdate({ target: countries.id, set: { name: sql`excluded.name`, isoCode: sql`excluded.iso_code` } });
    await tx
      .insert(provinces)
      .values(PROVINCES)
      .onConflictDoUpdate({
        target: provinces.id,
        set: { name: sql`excluded.name`, code: sql`excluded.code`, countryId: sql`excluded.country_id` },
      });
    // The product's report definitions (spec 3 §3), on every deployment, not only the demo's: one a release adds
    // appears at the next start; one already there (by name) is left as the operator has it.
    const names = REPORT_DEFINITIONS.map((d) => d.name);
    const present = new Set((await tx.select({ name: reports.name }).from(reports).where(inArray(reports.name, names))).map((r) => r.name));
    const missing = REPORT_DEFINITIONS.filter((d) => !present.has(d.name));
    if (missing.length) await tx.insert(reports).values(missing.map((d) => ({ ...d })));
  });
}
