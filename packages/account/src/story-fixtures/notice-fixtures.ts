// Notices as GET /notices answers them (decision 140), for stories and element tests.
import type { NoticeList } from '@lingua/contract';

const id = (n: number) => `3f0c6a1e-8d2b-4c7e-9a51-0c2f0e6f7a${String(n).padStart(2, '0')}`;

export const someNotices: NoticeList = {
  unread: 2,
  notices: [
    { id: id(1), event: 'request.completed', jobRequestId: id(11), name: 'Patient leaflet 012', path: `/quotes/${id(11)}`, read: false, createTime: '2026-11-28T09:40:00.000Z' },
    { id: id(2), event: 'quote.ready', jobRequestId: id(12), name: 'Consent form 007', path: `/quotes/${id(12)}`, read: false, createTime: '2026-11-28T09:12:00.000Z' },
    { id: id(3), event: 'request.failed', jobRequestId: id(13), name: 'Clinic signage 004', path: `/machineTranslation/fileTranslation/${id(13)}`, read: true, createTime: '2026-11-27T16:05:00.000Z' },
  ],
};

export const noNotices: NoticeList = { unread: 0, notices: [] };
