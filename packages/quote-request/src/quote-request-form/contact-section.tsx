// The contact section, for visitors and external-link users (a signed-in client's contact is their account).
import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { Country, Province } from '@lingua/contract';
import { useT } from '@lingua/core';
import { Section } from './form-section.tsx';
import type { QuoteRequestFormState } from './use-quote-request-form.ts';

export interface ContactSectionProps {
  form: QuoteRequestFormState;
  countries: readonly Country[];
  provinces: readonly Province[];
  /** The visitor's e-mail was entered in the first step: shown read-only. */
  emailReadOnly?: boolean | undefined;
}

export function ContactSection({ form, countries, provinces, emailReadOnly }: ContactSectionProps) {
  const t = useT();
  const country = form.values.country;
  const countryOptions = useMemo(() => countries.map((c) => ({ value: String(c.id), label: c.name })), [countries]);
  const provinceOptions = useMemo(() => provinces.filter((p) => String(p.countryId) === country).map((p) => ({ value: String(p.id), label: p.name })), [provinces, country]);
  return (
    <Section title={t('createProject.sections.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput type="email" label={t('createProject.contact.email')} withAsterisk readOnly={emailReadOnly} {...form.getInputProps('email')} />
        <TextInput label={t('createProject.contact.companyName')} {...form.getInputProps('companyName')} />
        <TextInput label={t('createProject.contact.firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
        <TextInput label={t('createProject.contact.lastName')} withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
        <TextInput label={t('createProject.contact.address1')} autoComplete="address-line1" {...form.getInputProps('address1')} />
        <TextInput label={t('createProject.contact.address2')} autoComplete="address-line2" {...form.getInputProps('address2')} />
        <TextInput label={t('createProject.contact.city')} autoComplete="address-level2" {...form.getInputProps('city')} />
        <Select label={t('createProject.contact.province')} data={provinceOptions} searchable clearable {...form.getInputProps('province')} />
        <TextInput label={t('createProject.contact.zip')} autoComplete="postal-code" {...form.getInputProps('zip')} />
        <Select
          label={t('createProject.contact.country')}
          data={countryOptions}
          searchable
          {...form.getInputProps('country')}
          onChange={(v) => {
            form.setFieldValue('country', v);
            form.setFieldValue('province', null);
          }}
        />
        <TextInput type="tel" label={t('createProject.contact.phone')} autoComplete="tel" {...form.getInputProps('phone')} />
      </SimpleGrid>
    </Section>
  );
}
