// Calls of the download centre (M17, server/modules/download): every released file across the
// documents family, and the caller's own download history. The file fetches themselves
// (single, batch) belong to each catalogue kind and stay in ./dcc.ts. Shapes from
// contract/download.ts, as types only.
import type { Page } from '../../contract/codes.ts';
import type { MyDownload, MyDownloadsQuery, ReleaseListQuery } from '../../contract/download.ts';
import type { CatalogPage, PageRequest } from './dcc.ts';
import { get } from './request.ts';

export type { MyDownload, MyDownloadsQuery, ReleaseListQuery };

const data = <T>(envelope: { data: T }) => envelope.data;

export const listReleases = (params: ReleaseListQuery, signal?: AbortSignal) =>
  get<CatalogPage>('/common/download/list', params, signal).then(data);
export const listMyDownloads = (params: MyDownloadsQuery & PageRequest, signal?: AbortSignal) =>
  get<Page<MyDownload>>('/common/download/mine', params, signal).then(data);
