// The content pages' titles and common links (spec 1 §2 content routes): what the portal's first screen shows
// of them (the footer, the home page's service cards). The rest of each page loads with it (content-texts.ts).
export const contentHeadlines = {
  common: {
    requestQuote: 'Request quote',
    findService: 'Find the right service',
    readFaq: 'Read the FAQ',
    contactUs: 'Contact us',
    onThisPage: 'On this page',
  },
  languageLineConnect: { title: 'Language Line Connect' },
  quickTranslation: { title: 'Quick translation' },
  connector: { title: 'Connectors' },
  websiteProxy: { title: 'Website translation proxy' },
  languageConnect: { title: 'Language Connect' },
  webSitesEasyWay: { title: 'Websites the easy way' },
  anythingInBetween: { title: 'Anything in between' },
  privacy: { title: 'Privacy notice' },
  faq: { title: 'Help and frequently asked questions' },
  wizard: { title: 'Find the right service' },
} as const;
