// Route element of /providerDesk/inbox (decision 185): the staff's conversations inbox, behind the staff guard; the
// open thread stays in the address (`?thread=`), so a notice's link and a reload open it.
import { Container } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConversationInbox } from '@lingua/conversations';
import { RequireStaff } from '../pages/dashboard/index.ts';

export function ConversationInboxRoute() {
  const [search, setSearch] = useSearchParams();
  return (
    <RequireStaff>
      <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
        <ConversationInbox threadId={search.get('thread')} onThreadChange={(thread) => setSearch(thread ? { thread } : {}, { replace: true })} />
      </Container>
    </RequireStaff>
  );
}
