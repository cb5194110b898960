// Calls of the download centre (M17, server/modules/download): every released file across the
// documents family, and the caller's own download history. The file fetches themselves
// (single, batch) belong to each catalogue kind and stay in ./dcc.ts.
import type { Page } from '../../contract/codes.ts';
import type { MyDownload } from '../../contract/download.ts';
import type { CatalogConditions, CatalogKind, CatalogPage, PageRequest } from './dcc.ts';
import { get } from './request.ts';
import type { Params } from './request.ts';

export type { MyDownload };

const data = <T>(envelope: { data: T }) => envelope.data;

export const listReleases = (params: CatalogConditions & PageRequest & { kind?: CatalogKind }, signal?: AbortSignal) =>
  get<CatalogPage>('/common/download/list', params, signal).then(data);
export type MyDownloadsQuery = { keyword?: string; itemKind?: string; from?: string; to?: string };
export const listMyDownloads = (params: MyDownloadsQuery & PageRequest, signal?: AbortSignal) =>
  get<Page<MyDownload>>('/common/download/mine', params as Params, signal).then(data);
