// Every feature's main story is shown in German and in Arabic too (decision 189): each file of
// FEATURE_STORIES holds a story with `globals: { language: 'de' }` and one with
// `globals: { language: 'ar' }`. Every other folder of stories is named in NO_FEATURE_STORIES with the reason
// (a part of a feature shown in its main story, a primitive, the elements' theming), so a new feature's
// stories fail here until they are listed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The file of each feature's main story (several where a feature has more than one page or tab). */
const FEATURE_STORIES = [
  'packages/account/src/audit-trail/audit-trail.stories.tsx',
  'packages/account/src/notices/notices.stories.tsx',
  'packages/account/src/quality-history/quality-history.stories.tsx',
  'packages/account/src/retention/files-tab.stories.tsx',
  'packages/account/src/sign-up/sign-up.stories.tsx',
  'packages/auto-quote/src/auto-quote-review/auto-quote-review.stories.tsx',
  'packages/conversations/src/conversations.stories.tsx',
  'packages/conversations/src/inbox.stories.tsx',
  'packages/core/src/job-requests/job-request-list.stories.tsx',
  'packages/dashboards/src/detail/dashboard-detail.stories.tsx',
  'packages/dashboards/src/overview/dashboard-overview.stories.tsx',
  'packages/dashboards/src/quality/dashboard-quality.stories.tsx',
  'packages/document-review/src/document-review.stories.tsx',
  'packages/integrations/src/api-keys/api-keys.stories.tsx',
  'packages/integrations/src/webhooks/webhooks.stories.tsx',
  'packages/language-assets/src/glossaries/glossaries.stories.tsx',
  'packages/machine-translation/src/file-translation/file-request-details.stories.tsx',
  'packages/machine-translation/src/media-editor/media-editor.stories.tsx',
  'packages/machine-translation/src/media-translation/media-translation.stories.tsx',
  'packages/machine-translation/src/page/machine-translation-page.stories.tsx',
  'packages/machine-translation/src/text-translation/text-translation.stories.tsx',
  'packages/procurement/src/desk/provider-desk.stories.tsx',
  'packages/procurement/src/detail/coupa-request-details.stories.tsx',
  'packages/procurement/src/list/coupa-request-list.stories.tsx',
  'packages/quote-request/src/quote-request-form/quote-request-form.stories.tsx',
  'packages/quote-request/src/quote-request/quote-request.stories.tsx',
  'packages/reports/src/report-list/report-list.stories.tsx',
  'packages/reports/src/report-page/report-page.stories.tsx',
  'packages/settings/src/account-settings/account-settings.stories.tsx',
  'packages/widgets/src/elements/session-badge/session-badge.stories.tsx',
  'packages/widgets/src/elements/sign-in-status/sign-in-status.stories.tsx',
  'portal/src/layout/header/header.stories.tsx',
  'portal/src/pages/content-page/content-page.stories.tsx',
  'portal/src/pages/faq-page/faq-page.stories.tsx',
  'portal/src/pages/home/home-page.stories.tsx',
  'portal/src/pages/solution-wizard/solution-wizard.stories.tsx',
  'portal/src/pages/status-page/status-page.stories.tsx',
];

/** Folders of stories that hold no feature's main story, and why. */
const NO_FEATURE_STORIES: Record<string, string> = {
  'packages/account/src/change-password': 'a dialog and page reached from account settings',
  'packages/account/src/confirm-email': 'a step of signing in',
  'packages/account/src/mfa': 'a dialog of account settings',
  'packages/account/src/organization-selection': 'a step of signing in',
  'packages/core/src/components/custom-field-input': 'a primitive the forms use',
  'packages/core/src/components/error-alert': 'a primitive every feature uses',
  'packages/core/src/components/session-expiry-dialog': 'a primitive of the session',
  'packages/core/src/email-verification': 'a dialog of sign-up and the quote request',
  'packages/machine-translation/src/approval': 'a part of the request details',
  'packages/machine-translation/src/file-deletion': 'a part of the request details',
  'packages/machine-translation/src/human-escalation': 'a panel of the request details',
  'packages/procurement/src/starter': 'the sign-in by request and its error page, before any feature',
  'packages/quote-request/src/estimate': 'a part of the quote request form',
  'packages/quote-request/src/external-link': 'the quote request form reached by a link',
  'packages/widgets/src/embed': "the elements' theming by their host, not their language",
  'portal/src/layout/footer': 'a part of every page',
  'portal/src/layout/impersonate-dialog': "a dialog of staff's user menu",
  'portal/src/layout/impersonation-banner': 'a part of every page while staff act as a client',
  'portal/src/layout/language-switch': 'a part of the header (its open menu is shown in Arabic)',
  'portal/src/layout/user-menu': 'a part of the header',
};

function storyFiles(): string[] {
  const dirs = [
    ...readdirSync(path.join(root, 'packages')).map((name) => `packages/${name}/src`),
    'portal/src',
  ];
  return dirs.flatMap((dir) => {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return names.filter((name) => name.endsWith('.stories.tsx')).map((name) => `${dir}/${name}`);
  });
}

const shownIn = (source: string, language: string) =>
  new RegExp(`globals:\\s*\\{\\s*language:\\s*'${language}'`).test(source);

describe("the features' stories", () => {
  const files = storyFiles();

  it('list files that exist', () => {
    expect(FEATURE_STORIES.filter((file) => !files.includes(file))).toEqual([]);
    const folders = new Set(files.map((file) => path.dirname(file)));
    expect(Object.keys(NO_FEATURE_STORIES).filter((folder) => !folders.has(folder))).toEqual([]);
  });

  it('show each main story in German and in Arabic', () => {
    const lacking = FEATURE_STORIES.filter((file) => {
      const source = readFileSync(path.join(root, file), 'utf8');
      return !shownIn(source, 'de') || !shownIn(source, 'ar');
    });
    expect(lacking).toEqual([]);
  });

  it('leave no folder of stories unnamed', () => {
    const named = new Set([...FEATURE_STORIES.map(path.dirname), ...Object.keys(NO_FEATURE_STORIES)]);
    const folders = new Set(files.map(path.dirname));
    expect([...folders].filter((folder) => !named.has(folder))).toEqual([]);
  });
});
