// Calls of the home page (spec §7 "Home"); shapes from contract/home.ts, as types only, so no zod
// schema travels into the page chunk.
import type { z } from 'zod';
import type {
  Announcement,
  Course,
  ListSizeQuery,
  Partner,
  Platform,
  PublishVersion,
  UpdateFile,
  UpdatePlatformCareBody,
  visitedSchema,
} from '../../contract/home.ts';
import { get, post, request } from './request.ts';

export type { Announcement, Course, Partner, Platform, PublishVersion, UpdateFile };

const data = <T>(envelope: { data: T }): T => envelope.data;

/** The platforms the caller's company is authorized for (my platforms, every chip filter). */
export const fetchAuthPlatforms = (signal?: AbortSignal) =>
  get<Platform[]>('/common/homepage/authPlatform', undefined, signal).then(data);
export const fetchCarePlatforms = () => get<Platform[]>('/common/homepage/carePlatform').then(data);
/** At least one, and only authorized ones: the server answers 400 otherwise. */
export const updatePlatformCare = (platformIds: number[]) =>
  post<null>('/common/homepage/updatePlatformCare', { platformIds } satisfies UpdatePlatformCareBody);

export const fetchRecentUpdates = (pageSize: number) =>
  get<UpdateFile[]>('/common/homepage/updateFiles', { pageSize } satisfies ListSizeQuery).then(data);
export const fetchLatestReleases = (pageSize: number) =>
  get<PublishVersion[]>('/common/homepage/publishVersions', { pageSize } satisfies ListSizeQuery).then(data);
export const fetchAnnouncements = (pageSize: number) =>
  get<Announcement[]>('/common/homepage/notification', { pageSize } satisfies ListSizeQuery).then(data);
export const fetchPartners = () => get<Partner[]>('/common/homepage/partners').then(data);
export const fetchCourses = (pageSize: number) =>
  get<Course[]>('/common/latestCourse', { pageSize } satisfies ListSizeQuery).then(data);

/** Whether this account has accepted the first-visit disclaimers (visit kind 1). */
export const fetchHasVisited = () => get<z.infer<typeof visitedSchema>>('/common/common/hasVisit/1').then(data);
/**
 * Records the acceptance. Quiet: a refusal is shown as the spec's 'operation error' by the
 * dialog, which stays open (spec §8), not as the server's text.
 */
export const addVisit = () => request<null>({ method: 'POST', path: '/common/common/addVisit/1', quiet: true });
