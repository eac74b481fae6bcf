import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RequireAuth, useEffectiveUser } from '@lingua/core';
import { isStaff } from '../home/tool-cards.ts';

/** Spec 1 §2 Dashboard page: signed-out users sign in; users without a staff role are redirected to /. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <RequireAuth currentPath={location.pathname}>
      <StaffOnly>{children}</StaffOnly>
    </RequireAuth>
  );
}

function StaffOnly({ children }: { children: ReactNode }) {
  const user = useEffectiveUser();
  if (!user || !isStaff(user.roles)) return <Navigate to="/" replace />;
  return <>{children}</>;
}
