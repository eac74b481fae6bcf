// The portal's routes (spec 1 §2): each path composes its feature package's component (sign-up, quote
// requests, automatic quotes, machine translation, reports, Coupa procurement, the staff dashboards); every
// other path shows the not-found page.
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layout/app-layout/index.ts';
import { HomePage } from '../pages/home/index.ts';
import type { ExternalLinks } from '../pages/home/index.ts';
import type { ContentPageId } from '../pages/content-page/index.ts';
import { AccessRestrictedPage } from '../pages/access-restricted/index.ts';
import { NotFoundPage } from '../pages/not-found/index.ts';
import { RouteError } from '../pages/route-error/index.ts';
import { GUARDED_AREAS, GuardedAreaPage } from '../pages/guarded-area/index.ts';
import { OrganizationGateRoute } from '../pages/account-pages/organization-gate-route.tsx';
import { DETAIL_VIEWS } from '@lingua/dashboards';
import { lazyPart } from '@lingua/core';

// The feature areas load with their first visit (decision 080): the home page's first load carries none of
// them, and /createProject or /machineTranslation only its own.
const MachineTranslationRoute = lazyPart(() => import('./machine-translation-route.tsx').then((m) => m.MachineTranslationRoute));
const DocumentReviewRoute = lazyPart(() => import('./document-review-route.tsx').then((m) => m.DocumentReviewRoute));
const ReportsRoute = lazyPart(() => import('./reports-route.tsx').then((m) => m.ReportsRoute));
const CreateProjectRoute = lazyPart(() => import('./quote-routes.tsx').then((m) => m.CreateProjectRoute));
const ExternalLinkRoute = lazyPart(() => import('./quote-routes.tsx').then((m) => m.ExternalLinkRoute));
const AutoQuoteRoute = lazyPart(() => import('./quote-routes.tsx').then((m) => m.AutoQuoteRoute));
const CoupaCreateQuoteRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.CoupaCreateQuoteRoute));
const CoupaDetailRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.CoupaDetailRoute));
const CoupaErrorRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.CoupaErrorRoute));
const CoupaListRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.CoupaListRoute));
const CoupaStarterRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.CoupaStarterRoute));
const ProviderDeskRoute = lazyPart(() => import('./coupa-routes.tsx').then((m) => m.ProviderDeskRoute));
const ConversationInboxRoute = lazyPart(() => import('./conversation-routes.tsx').then((m) => m.ConversationInboxRoute));
const DeskMediaRoute = lazyPart(() => import('./desk-media-route.tsx').then((m) => m.DeskMediaRoute));
// So do the pages a visitor of / does not see: sign-up, the password and e-mail pages, the staff dashboards,
// the FAQ, the solution wizard (decision 081) and the content pages, with their texts.
const SignUpRoute = lazyPart(() => import('../pages/account-pages/account-pages.tsx').then((m) => m.SignUpRoute));
const ChangePasswordRoute = lazyPart(() => import('../pages/account-pages/account-pages.tsx').then((m) => m.ChangePasswordRoute));
const ConfirmEmailRoute = lazyPart(() => import('../pages/account-pages/account-pages.tsx').then((m) => m.ConfirmEmailRoute));
const DashboardRoute = lazyPart(() => import('./dashboard-routes.tsx').then((m) => m.DashboardRoute));
const DashboardDetailRoute = lazyPart(() => import('./dashboard-routes.tsx').then((m) => m.DashboardDetailRoute));
const StaffApiKeysRoute = lazyPart(() => import('./dashboard-routes.tsx').then((m) => m.StaffApiKeysRoute));
const StaffAuditTrailRoute = lazyPart(() => import('./dashboard-routes.tsx').then((m) => m.StaffAuditTrailRoute));
const DashboardQualityRoute = lazyPart(() => import('./dashboard-routes.tsx').then((m) => m.DashboardQualityRoute));
const FaqPage = lazyPart(() => import('../pages/faq-page/index.ts').then((m) => m.FaqPage));
const SolutionWizard = lazyPart(() => import('../pages/solution-wizard/index.ts').then((m) => m.SolutionWizard));
const ContentPage = lazyPart(() => import('../pages/content-page/content-page.tsx').then((m) => m.ContentPage));

const CONTENT_PAGES: readonly ContentPageId[] = [
  'languageLineConnect',
  'quickTranslation',
  'connector',
  'websiteProxy',
  'languageConnect',
  'webSitesEasyWay',
  'anythingInBetween',
  'privacy',
];

// The lazily loaded areas by the first segment of their paths: a page opened on one starts its code while the
// portal boots (configuration, session) instead of after the first render (decision 081).
const AREAS_BY_SEGMENT: Record<string, readonly { preload(): void }[]> = {
  createProject: [CreateProjectRoute, ExternalLinkRoute],
  quotes: [AutoQuoteRoute],
  machineTranslation: [MachineTranslationRoute],
  reports: [ReportsRoute],
  coupa: [CoupaListRoute, CoupaDetailRoute, CoupaCreateQuoteRoute, CoupaStarterRoute, CoupaErrorRoute],
  providerDesk: [ProviderDeskRoute, ConversationInboxRoute, DeskMediaRoute],
  signUp: [SignUpRoute],
  changePassword: [ChangePasswordRoute],
  confirmEmail: [ConfirmEmailRoute],
  DASHBOARD: [DashboardRoute, StaffApiKeysRoute, StaffAuditTrailRoute, DashboardQualityRoute],
  ...Object.fromEntries(DETAIL_VIEWS.map((view) => [view, [DashboardDetailRoute]])),
  consoleHelp: [FaqPage],
  solutionWizard: [SolutionWizard],
  ...Object.fromEntries(CONTENT_PAGES.map((page) => [page, [ContentPage]])),
};

/** Starts loading the code of the area `pathname` opens, if it is one loaded on demand. */
export function preloadRouteOf(pathname: string): void {
  for (const area of AREAS_BY_SEGMENT[pathname.split('/')[1] ?? ''] ?? []) area.preload();
}

export interface PortalRouteOptions {
  /** External pages of the deployment, for the home page's tool cards. */
  links?: ExternalLinks;
}

/** The route objects of the portal, for createBrowserRouter (app) or createMemoryRouter (tests). */
export function createPortalRoutes(options: PortalRouteOptions = {}): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        {
          // Errors of a page render inside the layout, so the header and footer stay usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: (
                <OrganizationGateRoute>
                  <HomePage links={options.links} />
                </OrganizationGateRoute>
              ),
            },
            { path: 'changePassword', element: <ChangePasswordRoute /> },
            { path: 'signUp', element: <SignUpRoute /> },
            { path: 'signUp/:clientId/:token', element: <SignUpRoute /> },
            { path: 'confirmEmail', element: <ConfirmEmailRoute /> },
            { path: 'createProject', element: <CreateProjectRoute /> },
            { path: 'createProject/:clientId/:token', element: <ExternalLinkRoute /> },
            { path: 'quotes/:jobRequestId', element: <AutoQuoteRoute /> },
            ...CONTENT_PAGES.map((page) => ({ path: page, element: <ContentPage page={page} /> })),
            { path: 'consoleHelp', element: <FaqPage /> },
            { path: 'solutionWizard', element: <SolutionWizard /> },
            { path: 'accessRestricted', element: <AccessRestrictedPage /> },
            { path: 'DASHBOARD', element: <DashboardRoute /> },
            { path: 'DASHBOARD/apiKeys', element: <StaffApiKeysRoute /> },
            { path: 'DASHBOARD/auditTrail', element: <StaffAuditTrailRoute /> },
            { path: 'DASHBOARD/quality', element: <DashboardQualityRoute /> },
            ...DETAIL_VIEWS.map((view) => ({
              path: `${view}/:name/:id`,
              element: <DashboardDetailRoute key={view} view={view} projectSystemUrl={options.links?.projectManagement} />,
            })),
            { path: 'machineTranslation', element: <MachineTranslationRoute projectSystemUrl={options.links?.xtrfDashboard} /> },
            { path: 'machineTranslation/textTranslation', element: <MachineTranslationRoute tab="textTranslation" projectSystemUrl={options.links?.xtrfDashboard} /> },
            { path: 'machineTranslation/fileTranslation/:jobRequestId?', element: <MachineTranslationRoute tab="fileTranslation" projectSystemUrl={options.links?.xtrfDashboard} /> },
            { path: 'machineTranslation/fileTranslation/:jobRequestId/review/:fileKey', element: <DocumentReviewRoute /> },
            { path: 'machineTranslation/mediaTranslation/:jobRequestId?', element: <MachineTranslationRoute tab="mediaTranslation" projectSystemUrl={options.links?.xtrfDashboard} /> },
            { path: 'reports', element: <ReportsRoute /> },
            { path: 'reports/:reportId', element: <ReportsRoute /> },
            // Spec 3 §2.1: createQuote, starter and error are matched before {jobRequestId} (listed first, and
            // static segments outrank the dynamic one).
            { path: 'coupa/createQuote', element: <CoupaCreateQuoteRoute /> },
            { path: 'coupa/starter/:requestId', element: <CoupaStarterRoute /> },
            { path: 'coupa/error', element: <CoupaErrorRoute /> },
            { path: 'coupa/:jobRequestId', element: <CoupaDetailRoute /> },
            { path: 'coupa', element: <CoupaListRoute /> },
            { path: 'providerDesk', element: <ProviderDeskRoute /> },
            { path: 'providerDesk/inbox', element: <ConversationInboxRoute /> },
            { path: 'providerDesk/media/:jobRequestId', element: <DeskMediaRoute /> },
            ...GUARDED_AREAS.filter((area) => area.id !== 'machineTranslation' && area.id !== 'coupaCreateQuote' && area.id !== 'reports').flatMap((area) => area.paths.map((path) => ({ path, element: <GuardedAreaPage area={area} /> }))),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
