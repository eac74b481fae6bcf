import { useState } from 'react';
import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { QUOTE_RESPONSE_PROMISE_HOURS } from '@lingua/contract';
import type { CreatableRequestType } from '@lingua/contract';
import { ApiError, ErrorAlert, useCountries, useProvinces, useT, useClientConfig, useCustomFieldDefinitions, useLanguages } from '@lingua/core';
import { useAvailableLanguages } from '../api/get-available-languages.ts';
import { QuoteRequestForm } from '../quote-request-form/quote-request-form.tsx';
import type { SubmitResult } from '../rules/submit-request.ts';
import { InactiveClientPage, InvalidLinkPage, SubmittedPage } from '../quote-request/status-pages.tsx';
import { useSubmission } from '../quote-request/use-submission.ts';
import { registerCreateProjectTexts } from '../texts.ts';
import { decodeClientId } from './decode-client-id.ts';

registerCreateProjectTexts();

/** Props of ExternalLinkRequest. */
export interface ExternalLinkRequestProps {
  /** The link's client id, base64 and URL-encoded as in the route. */
  encodedClientId?: string;
  /** The link's token (the server compares it with the client's createProjectToken). */
  token?: string;
  /** Called after a project or quote was created. */
  onSubmitted?: (result: SubmitResult) => void;
}

/** Server answers that mean the link itself is wrong (unknown client, refused token). */
const isRefusedLink = (error: unknown) => error instanceof ApiError && (error.status === 403 || error.status === 404);

/** Create project from an external link (spec 2 §2 /createProject/:clientId/:token). */
export function ExternalLinkRequest({ encodedClientId, token, onSubmitted }: ExternalLinkRequestProps) {
  const t = useT();
  const clientId = decodeClientId(encodedClientId);
  const valid = !!clientId && !!token;
  const config = useClientConfig(valid ? clientId : null);
  const languages = useLanguages();
  const customFields = useCustomFieldDefinitions(valid ? clientId : null, 'PROJECT');
  const available = useAvailableLanguages(valid ? clientId : null);
  const countries = useCountries();
  const provinces = useProvinces();
  const [submitted, setSubmitted] = useState<CreatableRequestType | null>(null);
  const [round, setRound] = useState(0);
  const submission = useSubmission((result) => {
    setSubmitted(result.requestType);
    onSubmitted?.(result);
  });

  if (!valid || isRefusedLink(config.error) || isRefusedLink(submission.error)) return <InvalidLinkPage />;
  if (submitted) {
    return (
      <SubmittedPage
        requestType={submitted}
        onAnother={() => {
          setSubmitted(null);
          submission.reset();
          setRound((r) => r + 1);
        }}
      />
    );
  }
  const error = config.error ?? languages.error ?? customFields.error;
  if (error) return <ErrorAlert error={error} maw={720} mx="auto" my="xl" />;
  if (!config.data || !languages.data || !customFields.data) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text ml="sm">{t('createProject.loading')}</Text>
      </Center>
    );
  }
  if (config.data.status !== 'ACTIVE') return <InactiveClientPage message={t('createProject.fromExternalLink.inactive')} />;
  const clientConfig = config.data;
  return (
    <Stack maw={960} mx="auto" px="md" py="lg" gap="lg">
      <div>
        <Title order={1}>{clientConfig.companyName}</Title>
        <Text c="dimmed" mt={4}>
          {t('createProject.subtitle', { hours: QUOTE_RESPONSE_PROMISE_HOURS })}
        </Text>
      </div>
      <QuoteRequestForm
        key={round}
        audience="externalLink"
        clientConfig={clientConfig}
        customFieldDefinitions={customFields.data}
        languages={languages.data}
        availableLanguageIds={available.data}
        countries={countries.data}
        provinces={provinces.data}
        progress={submission.progress}
        submitError={submission.error}
        onSubmit={(values, requestType) =>
          submission.run({
            audience: 'externalLink',
            values,
            requestType,
            clientConfig,
            customFieldDefinitions: customFields.data ?? [],
            languages: languages.data ?? [],
            countries: countries.data ?? [],
            provinces: provinces.data ?? [],
            externalLink: { clientId: clientId!, token: token! },
          })
        }
      />
    </Stack>
  );
}
