// Route element of /reports and /reports/:reportId (spec 3 §2.1): the area follows the URL and moves the
// portal's router, so Back, bookmarks and links to a report work.
import { useLocation, useNavigate, useParams } from 'react-router';
import { ReportsArea } from '@lingua/reports';

export function ReportsRoute() {
  const { reportId } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  return <ReportsArea reportId={reportId ?? null} onNavigate={(path) => void navigate(path)} currentPath={location.pathname} />;
}
