import { Button, Tooltip } from '@mantine/core';
import type { JobRequest } from '@lingua/contract';
import { JobRequestList, useT } from '@lingua/core';
import { IconPlus } from '@tabler/icons-react';
import { registerProcurementTexts } from '../texts.ts';

registerProcurementTexts();

/** The list's page-size memory key (spec 3 §4.4: remembered per list). */
export const COUPA_REQUEST_LIST_ID = 'coupa';

export interface CoupaRequestListProps {
  /** Create Request is enabled only with a stored punch-out request id (spec 3 §2.6). */
  canCreate: boolean;
  /** Called by Create Request (the portal goes to /coupa/createQuote). */
  onCreate: () => void;
  /** Called by view details and the name link. */
  onViewDetails: (jobRequest: JobRequest) => void;
  /** The detail address of a request, so the name is a real link (portal); unset in widgets. */
  detailsHref?: (jobRequestId: string) => string;
}

/**
 * Coupa Requests (spec 3 §2.6): the job-request list of core for origination COUPA with the request labels of
 * §4.3, "Submitted on", a Create Request button, paging and the 10 s refresh while in progress.
 */
export function CoupaRequestList({ canCreate, onCreate, onViewDetails, detailsHref }: CoupaRequestListProps) {
  const t = useT();
  const create = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} disabled={!canCreate} onClick={onCreate}>
      {t('coupa.list.createRequest')}
    </Button>
  );
  return (
    <JobRequestList
      listId={COUPA_REQUEST_LIST_ID}
      origination="COUPA"
      vocabulary="request"
      title={t('coupa.list.title')}
      withStatusFilter={false}
      createdLabel={t('coupa.list.submittedOn')}
      viewDetailsLabel={t('coupa.list.viewDetails')}
      onViewDetails={onViewDetails}
      detailsHref={detailsHref}
      toolbar={
        canCreate ? (
          create
        ) : (
          <Tooltip label={t('coupa.list.createDisabled')} multiline w={260}>
            {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
            <span tabIndex={0}>{create}</span>
          </Tooltip>
        )
      }
    />
  );
}
