// Catalogue texts of the portal's content pages (spec 1 §2 content routes) but their titles: each page is a lead,
// sections (heading, paragraphs, optional list) and a closing call to action, rendered by ContentPage. They load
// with the pages (register-content-texts.ts); the titles and the common links, which the home page and the
// footer show, are in content-headlines.ts with the portal's first screen.
export const contentTexts = {
  languageLineConnect: {
    lead: 'A professional interpreter on the line in under 30 seconds, in more than 240 languages, around the clock. Language Line Connect puts interpreting in the hands of every front-line employee who needs it.',
    sections: [
      {
        heading: 'How it works',
        paragraphs: [
          'Your staff dial a dedicated number or open the Connect app on a tablet, choose the language and are connected to a trained interpreter. The interpreter joins the conversation as a neutral third party and renders everything that is said, in both directions, in the first person.',
          'No appointment is needed. For languages of lesser diffusion we connect within two minutes on average, and your account manager can pre-schedule interpreters for planned appointments such as consent interviews or court hearings.',
        ],
        items: [
          'Over-the-phone interpreting from any phone, with a personal access code per department',
          'Video remote interpreting for American Sign Language and for conversations where facial expression matters',
          'Three-way calls with your customer on another line',
          'Call reports per department, language and duration for budgeting and compliance',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Hospitals, clinics and pharmacies use Connect to meet language-access obligations at admission, at the bedside and at discharge. Insurers and banks use it in contact centres. Public agencies use it at counters, in schools and in emergency services.',
        ],
        items: [
          'Healthcare: medical interpreters trained in terminology, privacy and ethics',
          'Financial services: interpreters screened for confidentiality and trained in regulated disclosures',
          'Government and courts: qualified interpreters for hearings, benefit interviews and public meetings',
        ],
      },
      {
        heading: 'Quality you can audit',
        paragraphs: [
          'Every interpreter passes a language-proficiency test, a skills assessment and a background check before taking calls, and is monitored and coached continuously. Calls are never recorded unless you ask us to, and our interpreters work under a strict confidentiality agreement.',
        ],
      },
    ],
    ctaHeading: 'Set up Language Line Connect for your teams',
    ctaText: 'Tell us how many sites and which languages you expect; we send access codes and training material within one business day.',
  },
  quickTranslation: {
    lead: 'Short texts translated by a professional linguist within hours, not days. Ideal for e-mails, product descriptions, social posts, notices and anything up to about 1,000 words.',
    sections: [
      {
        heading: 'When to choose quick translation',
        paragraphs: [
          'Machine translation is instant but is not always good enough for what your customers, patients or partners will read. A full translation project includes terminology work, review and formatting, which takes longer. Quick translation sits in between: a qualified native-speaker linguist translates your text and checks it once, with a turnaround measured in hours.',
        ],
        items: [
          'Customer e-mails and support replies',
          'Short web updates, banners and product descriptions',
          'Internal notices, announcements and safety messages',
          'Social media posts and newsletters',
        ],
      },
      {
        heading: 'How it works',
        paragraphs: [
          'Paste your text or upload a short document in the request form, choose the source and target languages and select the quick turnaround. You see the price before you confirm. Your linguist may ask a question through your account manager if something is ambiguous, and the translation arrives in the portal and by e-mail.',
          'For texts longer than about 1,000 words, or for content that needs layout, certification or a second reviewer, we recommend a standard translation project; we will tell you if your request is better served that way.',
        ],
      },
      {
        heading: 'Turnaround and pricing',
        paragraphs: [
          'Most quick translations into the major business languages are delivered within four working hours. Prices are per word with a small minimum charge; repeated sentences from your translation memory are charged at a reduced rate.',
        ],
      },
    ],
    ctaHeading: 'Need a text translated today?',
    ctaText: 'Send it now and get the price before you confirm.',
  },
  connector: {
    lead: 'Send content for translation straight from the systems where it lives, and get it back in the right place, without copying and pasting.',
    sections: [
      {
        heading: 'Connect the tools you already use',
        paragraphs: [
          'Our connectors link your content systems to our translation platform. Editors select what needs translating, the connector sends it with its context, and the translated versions come back as drafts ready for approval.',
        ],
        items: [
          'Content management: WordPress, Drupal, Adobe Experience Manager, Sitecore, Contentful',
          'Code repositories: GitHub, GitLab and Bitbucket resource files (JSON, YAML, XLIFF, .properties, .strings)',
          'Design tools: Figma frames and text layers',
          'Marketing and support: HubSpot, Marketo, Zendesk Guide, Salesforce Knowledge',
        ],
      },
      {
        heading: 'Why teams use connectors',
        paragraphs: [
          'Every manual export, e-mail and import is an opportunity for a lost file, an outdated version or a broken layout. Connectors remove those steps, keep a full history of what was sent and received, and let translators see screenshots and character limits so the text fits the first time.',
        ],
        items: [
          'Only new or changed text is sent, so you never pay twice for the same sentence',
          'Your terminology and translation memory apply automatically',
          'Status is visible in your system and in this portal',
        ],
      },
      {
        heading: 'Getting started',
        paragraphs: [
          'Our solutions engineers set up the connector with your administrator, agree the workflow and the approval steps, and run a pilot with a small batch of content. Most connectors are live within two weeks.',
        ],
      },
    ],
    ctaHeading: 'Talk to a solutions engineer',
    ctaText: 'Tell us which system you use and we will show you the connector in a 30-minute call.',
  },
  websiteProxy: {
    lead: 'Publish your website in other languages without rebuilding it, without plugins and without giving us access to your content system.',
    sections: [
      {
        heading: 'How the proxy works',
        paragraphs: [
          'The translation proxy sits between your visitors and your website. When a visitor opens the French version, the proxy fetches your original page, replaces the text with the approved translation and serves it under your own domain, such as fr.example.com. Your site stays exactly as it is.',
          'New and changed text is detected automatically and sent to translation according to rules you set: immediately by machine translation with later human review, or held until a linguist has translated it.',
        ],
      },
      {
        heading: 'What you get',
        items: [
          'Translated pages under your domain or subdomain, with correct language tags for search engines',
          'A visual editor for your reviewers to correct text in context',
          'Translation of forms, menus, images with text, PDFs and page metadata',
          'Right-to-left layouts for Arabic and Hebrew',
          'Reports on words translated and pages visited per language',
        ],
      },
      {
        heading: 'Security and performance',
        paragraphs: [
          'The proxy never stores personal data entered by your visitors: forms and logged-in areas are passed through unchanged. Translated pages are cached at the edge so they load as fast as your original site.',
        ],
      },
    ],
    ctaHeading: 'See your site in another language',
    ctaText: 'We can set up a free preview of your home page in the language of your choice.',
  },
  languageConnect: {
    lead: 'One programme for all your language needs: translation, interpreting, localisation and language access, managed by one team under one contract.',
    sections: [
      {
        heading: 'One partner instead of many',
        paragraphs: [
          'Many organisations buy translation from one vendor, interpreting from another and website localisation from a third, each with its own contract, invoices and quality rules. Language Connect brings them together: a dedicated account manager, one price list, one portal and consolidated reporting.',
        ],
      },
      {
        heading: 'What the programme includes',
        items: [
          'Document translation with certified linguists and review in more than 200 languages',
          'Interpreting on site, by video and by phone, on demand or scheduled',
          'Website, software and multimedia localisation',
          'Machine translation with secure, private engines for high volumes',
          'Terminology management, style guides and translation memories that belong to you',
        ],
      },
      {
        heading: 'Governance and reporting',
        paragraphs: [
          'Quarterly business reviews look at volumes, turnaround, quality scores and savings. Reports in this portal show spending by department, language and service so budget holders see where their money goes.',
          'For regulated industries we document the qualifications of every linguist and interpreter, keep an audit trail of every project and align our processes with your language-access plan.',
        ],
      },
    ],
    ctaHeading: 'Plan your language programme',
    ctaText: 'Our consultants assess your current spending and needs and propose a programme at no cost.',
  },
  webSitesEasyWay: {
    lead: 'Your website in every language your customers speak, launched in weeks, kept up to date automatically.',
    sections: [
      {
        heading: 'Three steps to a multilingual website',
        items: [
          'Choose the languages and the pages: we analyse your site and send a fixed quote',
          'We translate: professional linguists, your terminology, review in context',
          'Go live: translated pages are published under your domain, and updates follow automatically',
        ],
      },
      {
        heading: 'No development work',
        paragraphs: [
          'You do not need to install plugins, duplicate pages or export content. Our website translation proxy serves the translated versions directly, and your marketing team keeps working in the tools they know.',
          'If you prefer to host translations in your own content system, our connectors deliver the translated pages there instead.',
        ],
      },
      {
        heading: 'Grow at your pace',
        paragraphs: [
          'Start with your most visited pages in one language and add more when you see the results. Machine translation with human review of the pages that matter most keeps the cost of long-tail content low.',
        ],
      },
    ],
    ctaHeading: 'Get a fixed quote for your website',
    ctaText: 'Send us your address and the languages you need.',
  },
  anythingInBetween: {
    lead: 'Not every language job fits a standard box. Tell us what you need and our project managers will put the right people and tools together.',
    sections: [
      {
        heading: 'Services beyond translation',
        items: [
          'Transcription of interviews, hearings and focus groups, with timestamps and speaker labels',
          'Subtitling and closed captions in SRT, WebVTT, TTML and broadcast formats',
          'Voice-over and dubbing with professional voice talent',
          'Desktop publishing: translated InDesign, FrameMaker and Illustrator files ready to print',
          'Certified and sworn translations for courts, immigration and notarisation',
          'Transcreation of campaigns and slogans that must work in the target culture',
          'Linguistic testing of apps, games and e-learning courses',
        ],
      },
      {
        heading: 'How we handle a special request',
        paragraphs: [
          'A project manager reviews your request, asks the questions that matter — audience, deadline, format, budget — and proposes a plan with a fixed price. You approve it in this portal and follow every step until delivery.',
          'If the job needs specialists we do not have in-house, such as a sworn translator in a specific jurisdiction, we find them through our vetted partner network and stay your single point of contact.',
        ],
      },
    ],
    ctaHeading: 'Describe your project',
    ctaText: 'Upload whatever you have and explain what you need in the notes; we reply within 24 hours.',
  },
  privacy: {
    lead: 'How Lingua Language Services handles personal data in this portal and in the documents you send us.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'To run your account we store your name, e-mail address, phone number, company and the roles your organisation gave you. When you request a translation we store the files, texts and links you send and the translations we deliver.',
        ],
      },
      {
        heading: 'How we use it',
        items: [
          'To prepare quotes, deliver projects and send you notifications about them',
          'To keep your account secure, including multi-factor sign-in and activity logs',
          'To invoice your organisation and report on its use of our services',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Documents are encrypted in transit and at rest, are accessible only to the linguists and project managers assigned to your project, and are deleted according to your organisation’s retention settings. We never use your content to train public machine-translation engines.',
          'You can ask for a copy of your personal data, its correction or its deletion by writing to our data protection officer at the contact address below.',
        ],
      },
    ],
    ctaHeading: 'Questions about your data?',
    ctaText: 'Our data protection officer answers within 30 days.',
  },
  faq: {
    lead: 'Answers to the questions our clients ask most often. Cannot find what you need? Our client services team is one e-mail or phone call away.',
    groups: [
      {
        heading: 'Ordering translations',
        items: [
          {
            q: 'How do I order a translation?',
            a: 'Choose Request a translation on the home page, enter a project name, the source and target languages and add your content as files, typed text or file links. Choose whether you want a quote first or want us to start right away, then submit. You receive a confirmation by e-mail and can follow the request in the portal.',
          },
          {
            q: 'Can I order without an account?',
            a: 'Yes, if your organisation allows it. Enter your work e-mail address; we match it to your company and ask you to confirm it with a code we send by e-mail. Signing up gives you the full history of your requests and faster ordering next time.',
          },
          {
            q: 'Can I send reference material?',
            a: 'Yes. Add glossaries, previous translations, style guides or images as reference files. They help the linguists match your terminology and tone and are not counted in the price.',
          },
        ],
      },
      {
        heading: 'Quotes and pricing',
        items: [
          {
            q: 'How quickly will I receive a quote?',
            a: 'Within 24 hours, with follow-up within one business day. Many common file types receive an automatic estimate within minutes, which you can accept or reject directly in the portal.',
          },
          {
            q: 'How long is a quote valid?',
            a: 'Estimates are valid for 30 days. After that the quote expires and we prepare a new one on request, because rates and availability may have changed.',
          },
          {
            q: 'How is the price calculated?',
            a: 'Translation is priced per word of the source text, by language pair and subject. Repetitions and matches from your translation memory are discounted. Formatting, certification and rush delivery are listed separately on the quote.',
          },
        ],
      },
      {
        heading: 'Machine translation',
        items: [
          {
            q: 'Is machine translation good enough for my documents?',
            a: 'It is excellent for understanding the gist of a text, for internal communication and for large volumes. For anything published, legal or medical, ask a human expert to review it — you can escalate a machine-translated file to a professional linguist with one click.',
          },
          {
            q: 'Is my text used to train the engines?',
            a: 'No. Our machine-translation engines run in private environments; your content is not stored by the engine provider and is never used to train public models.',
          },
          {
            q: 'Can I translate audio and video?',
            a: 'Yes. The AI translation tool transcribes speech, translates it and produces subtitles in formats such as SRT and WebVTT, or a dubbed audio track.',
          },
        ],
      },
      {
        heading: 'Files and formats',
        items: [
          {
            q: 'Which file formats do you accept?',
            a: 'Microsoft Word, Excel and PowerPoint, PDF, OpenDocument, plain text, HTML, XML, JSON, XLIFF, InDesign (IDML), subtitles (SRT, VTT) and common audio and video formats. Scanned PDFs and images can be processed too, with an extra step for text recognition.',
          },
          {
            q: 'Is there a size limit?',
            a: 'Limits depend on the service and are shown in each upload area. For very large or numerous files, share a link to your file storage instead.',
          },
          {
            q: 'Will the translation keep my formatting?',
            a: 'Yes. We translate inside your file and return it in the same format and layout. For print-ready layouts in other scripts, desktop publishing is available.',
          },
        ],
      },
      {
        heading: 'Security and privacy',
        items: [
          {
            q: 'How are my documents protected?',
            a: 'Files are encrypted in transit and at rest, uploaded directly to secure storage through time-limited links, and are only accessible to the people working on your project. Our processes follow ISO 27001.',
          },
          {
            q: 'Do your linguists sign confidentiality agreements?',
            a: 'Yes. Every linguist and interpreter works under a non-disclosure agreement, and we can sign your own agreement for sensitive projects.',
          },
        ],
      },
      {
        heading: 'Account and sign-in',
        items: [
          {
            q: 'How do I turn on multi-factor authentication?',
            a: 'Open Account settings from the user menu, go to the Profile tab and choose to set up MFA. Scan the code with an authenticator app such as Microsoft Authenticator or Google Authenticator and enter the 6-digit code it shows.',
          },
          {
            q: 'Why was I signed out?',
            a: 'For your security we sign you out after one hour without activity. A warning appears first; choose I’m here to stay signed in.',
          },
          {
            q: 'I sign in with my company account. Can I change my password here?',
            a: 'No. Accounts that sign in through your company’s identity provider manage their password and MFA there; contact your IT department.',
          },
        ],
      },
    ],
  },
  wizard: {
    lead: 'Answer two short questions and we will recommend the service that fits your need.',
    step1: 'What do you need?',
    step2: 'What is it for?',
    result: 'Our recommendation',
    next: 'Next',
    back: 'Back',
    restart: 'Start again',
    open: 'Open {{service}}',
    what: {
      documents: 'Translate documents or files',
      text: 'Translate a short text',
      website: 'Translate a website',
      system: 'Translate content from our systems continuously',
      conversation: 'Understand a spoken conversation',
      media: 'Subtitles, voice-over or transcription',
    },
    purpose: {
      publish: 'Publishing, legal or customer-facing use',
      internal: 'Internal use or understanding the content',
      urgent: 'It is urgent: I need it within hours',
    },
    recommendations: {
      createProject: { service: 'a professional translation', reason: 'Certified linguists translate and review your files, keep the layout and use your terminology. Ask for a quote or start the project right away.' },
      machineTranslation: { service: 'AI translation', reason: 'Secure machine translation gives you a usable translation in seconds. Escalate to a human expert whenever the result will be published.' },
      quickTranslation: { service: 'quick translation', reason: 'A professional linguist translates short texts within hours — faster than a full project, better than machine output.' },
      websiteProxy: { service: 'website translation', reason: 'Our translation proxy publishes your site in other languages under your domain, with no development work.' },
      connector: { service: 'a connector', reason: 'A connector sends new and changed content from your system to translation and brings the translations back automatically.' },
      languageLineConnect: { service: 'Language Line Connect', reason: 'A professional interpreter joins your call or video in seconds, in more than 240 languages.' },
      anythingInBetween: { service: 'a tailored media project', reason: 'Our project managers combine transcription, subtitling and voice-over with the right specialists for your content.' },
    },
  },
} as const;
