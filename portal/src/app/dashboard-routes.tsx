// Route elements of the staff dashboards (spec 1 §2): /DASHBOARD and the six detail routes, each behind the
// staff guard (signed-out users sign in and come back; users without a staff role go to /). The feature never
// navigates; these elements give it the portal's router and the project-system link template.
import { Container } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { DashboardDetail, DashboardOverview, DETAIL_VIEWS, type DetailView } from '@lingua/dashboards';
import { RequireStaff } from '../pages/dashboard/index.ts';

export function DashboardRoute() {
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <Container size="xl" py="xl">
        <DashboardOverview onNavigate={(path) => void navigate(path)} />
      </Container>
    </RequireStaff>
  );
}

function DashboardDetailRoute({ view, projectSystemUrl }: { view: DetailView; projectSystemUrl?: string }) {
  const { name = '', id = 'null' } = useParams();
  const navigate = useNavigate();
  return (
    <RequireStaff>
      <Container size="xl" py="xl">
        <DashboardDetail view={view} name={name} id={id} projectSystemUrl={projectSystemUrl} onNavigate={(path) => void navigate(path)} />
      </Container>
    </RequireStaff>
  );
}

/** The six detail routes, /pmdetails/:name/:id …, as route objects. */
export function dashboardDetailRoutes(projectSystemUrl?: string) {
  return DETAIL_VIEWS.map((view) => ({ path: `${view}/:name/:id`, element: <DashboardDetailRoute key={view} view={view} projectSystemUrl={projectSystemUrl} /> }));
}
