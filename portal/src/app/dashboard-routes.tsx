// Route elements of the staff dashboards (spec 1 §2): /DASHBOARD, the six detail routes and every company's API keys
// (decision 152), each behind the staff guard (signed-out users sign in and come back; users without a staff role go to /). The feature never
// navigates; these elements give it the portal's router and the project-system link template. They load with
// the first visit to a dashboard route (routes.tsx). Their container is the header's, so the pages start under the logo.
import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DashboardDetail, DashboardOverview, DashboardQuality, type DetailView } from '@lingua/dashboards';
import { StaffApiKeysPage } from '@lingua/integrations';
import { StaffAuditTrailPage } from '@lingua/account/staff-audit-trail-page';
import { RequireStaff } from '../pages/dashboard/index.ts';

export function DashboardRoute() {
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <Container size="lg" py="xl">
        <DashboardOverview onNavigate={(path) => void navigate(path)} />
      </Container>
    </RequireStaff>
  );
}

export function DashboardDetailRoute({ view, projectSystemUrl }: { view: DetailView; projectSystemUrl?: string }) {
  const { name = '', id = 'null' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <Container size="lg" py="xl">
        <DashboardDetail view={view} name={name} id={id} projectSystemUrl={projectSystemUrl} onNavigate={(path) => void navigate(path)} />
      </Container>
    </RequireStaff>
  );
}

/** Every company's API keys, for staff (decision 152). */
export function StaffApiKeysRoute() {
  return (
    <RequireStaff>
      <Container size="lg" py="xl">
        <StaffApiKeysPage />
      </Container>
    </RequireStaff>
  );
}

/** Every company's audit trail, for staff (decision 182). */
export function StaffAuditTrailRoute() {
  return (
    <RequireStaff>
      <Container size="lg" py="xl">
        <StaffAuditTrailPage />
      </Container>
    </RequireStaff>
  );
}

/** The quality view of every company's scores (decision 187). */
export function DashboardQualityRoute() {
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <Container size="lg" py="xl">
        <DashboardQuality onNavigate={(path) => void navigate(path)} />
      </Container>
    </RequireStaff>
  );
}
