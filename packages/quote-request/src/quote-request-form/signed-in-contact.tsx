// The contact section of a signed-in person (spec 2 §2: "sections: contact, document info, project info"): their
// account's name, e-mail and company, read-only, with a link to the profile where they are changed.
import { Anchor, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ClientConfig } from '@lingua/contract';
import { requestAccountSettings, useEffectiveUser, useT } from '@lingua/core';
import { Section } from './form-section.tsx';

export function SignedInContact({ clientConfig }: { clientConfig?: ClientConfig | null | undefined }) {
  const t = useT();
  const user = useEffectiveUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <Section title={t('createProject.sections.contact')}>
      <Text size="sm" c="dimmed">
        {t('createProject.contact.signedInNote')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label={t('createProject.contact.name')} value={name} readOnly variant="filled" />
        <TextInput label={t('createProject.contact.email')} value={user?.email ?? ''} readOnly variant="filled" />
        <TextInput label={t('createProject.contact.companyName')} value={clientConfig?.companyName ?? ''} readOnly variant="filled" />
      </SimpleGrid>
      <Anchor component="button" type="button" size="sm" onClick={() => requestAccountSettings('profile')} style={{ alignSelf: 'flex-start' }}>
        {t('createProject.contact.editProfile')}
      </Anchor>
    </Section>
  );
}
