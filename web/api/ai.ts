// Calls of the AI assistant (beta, M19) under /common/fae/. Shapes come from contract/ai.ts as types
// only and the constants from contract/ai-constants.ts, so no zod travels into the page chunk.
// Every call goes through request.ts but the question: its answer is a text/event-stream, read here
// with fetch and a small parser (the shared client reads whole JSON bodies).
import type { z } from 'zod';
import type {
  AcceptDisclaimerBody,
  AiMessage,
  AiSource,
  aiPlatformListSchema,
  ChatMenu,
  ConversationRow,
  DeleteMessageQuery,
  DisclaimerContent,
  DisclaimerFlag,
  FeedbackBody,
  MessageList,
  problemTypeListSchema,
  SendBody,
  StopBody,
} from '../../contract/ai.ts';
import { sendPath } from '../../contract/ai-constants.ts';
import type { Page } from '../../contract/codes.ts';
import type { Language } from '../../contract/limits.ts';
import { getToken, useSession } from '../stores/session.ts';
import { apiBase, ApiError, del, get, post, request } from './request.ts';

export {
  aiLimits,
  dislikeReasons,
  feedbacks,
  messageStatuses,
  problemTypes,
  sendPath,
} from '../../contract/ai-constants.ts';
export type { DislikeReason, Feedback, MessageStatus, ProblemType } from '../../contract/ai-constants.ts';
import type { StreamDone, StreamMeta } from '../../contract/ai-constants.ts';
export type { StreamDone, StreamMeta };
export type {
  AiMessage,
  AiSource,
  ChatMenu,
  ConversationRow,
  DisclaimerContent,
  DisclaimerFlag,
  FeedbackBody,
  MessageList,
  SendBody,
};
export type ProblemTypeOption = z.infer<typeof problemTypeListSchema>[number];
export type AiPlatform = z.infer<typeof aiPlatformListSchema>[number];

const data = <T>(envelope: { data: T }): T => envelope.data;
const chat = '/common/fae/aiFoundry/chat';
const disclaimer = '/common/fae/disclaimer';

export const fetchDisclaimerFlag = (signal?: AbortSignal) =>
  get<DisclaimerFlag>(`${disclaimer}/getDisclaimerFlag`, undefined, signal).then(data);
export const fetchDisclaimerContent = (signal?: AbortSignal) =>
  get<DisclaimerContent>(`${disclaimer}/getDisclaimerContent`, undefined, signal).then(data);
export const acceptDisclaimer = (version: number) =>
  post<DisclaimerFlag>(`${disclaimer}/isDisclaimerAccepted`, { version } satisfies AcceptDisclaimerBody).then(data);

export const fetchChatMenu = (signal?: AbortSignal) =>
  get<ChatMenu>('/common/fae/chat/menu', undefined, signal).then(data);
export const fetchProblemTypes = (signal?: AbortSignal) =>
  get<ProblemTypeOption[]>(`${chat}/problemTypes`, undefined, signal).then(data);
export const fetchAiPlatforms = (signal?: AbortSignal) =>
  get<AiPlatform[]>(`${chat}/getPlatformList`, undefined, signal).then(data);

export const listConversations = (params: { pageNum: number; pageSize: number }, signal?: AbortSignal) =>
  get<Page<ConversationRow>>(`${chat}/getHistoryMessages`, params, signal).then(data);
export const fetchMessageList = (conversationId: number, signal?: AbortSignal) =>
  get<MessageList>(`${chat}/getMessageList`, { conversationId }, signal).then(data);

// The spec's path ends with a slash; the server routes it as written.
const deletePath = `${chat}/deleteMessage/`;
export const deleteMessage = (messageId: number) =>
  del<{ id: number }>(deletePath, { params: { messageId } satisfies DeleteMessageQuery }).then(data);
export const deleteConversation = (conversationId: number) =>
  del<{ id: number }>(deletePath, { params: { conversationId } satisfies DeleteMessageQuery }).then(data);

export const sendFeedback = (body: FeedbackBody) => post<{ id: number }>(`${chat}/messageFeedback`, body).then(data);
/** Quiet: Stop also drops the stream, so an answer that ended meanwhile is no error to show. */
export const stopResponse = (messageId: number) =>
  request<{ id: number }>({
    method: 'POST',
    path: `${chat}/stopResponse`,
    body: { messageId } satisfies StopBody,
    quiet: true,
  }).then(data);

// ---- The answer stream ----

/** One server-sent event as it came: its name ('message' when the block names none) and its data. */
export type SseEvent = { event: string; data: string };

/**
 * Text/event-stream framing (the WHATWG rules the server uses): events are separated by a blank
 * line, `field: value` lines (one space after the colon dropped), several `data:` lines joined by
 * newlines, `:` lines are comments. Bytes arrive in arbitrary pieces — an event, a line, even a
 * UTF-8 character may be split between two — so the parser keeps what is not yet complete.
 */
export function createSseParser() {
  const decoder = new TextDecoder();
  let buffer = '';

  function parseBlock(block: string): SseEvent | null {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    return data.length > 0 ? { event, data: data.join('\n') } : null;
  }

  function take(final: boolean): SseEvent[] {
    // CRLF and lone CR end lines too; a CR at the very end may be the first half of a CRLF.
    const cut = !final && buffer.endsWith('\r') ? buffer.length - 1 : buffer.length;
    const text = buffer.slice(0, cut).replace(/\r\n?/g, '\n');
    const rest = buffer.slice(cut);
    const blocks = text.split('\n\n');
    // The last piece is an event still being received, unless the stream has ended.
    buffer = (final ? '' : blocks.pop()!) + rest;
    return blocks.map(parseBlock).filter((event): event is SseEvent => event !== null);
  }

  return {
    /** The events completed by this chunk. */
    push(chunk: Uint8Array | string): SseEvent[] {
      buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      return take(false);
    },
    /** At the end of the stream: an event the server did not close with a blank line still counts. */
    end(): SseEvent[] {
      buffer += decoder.decode();
      return take(true);
    },
  };
}

export type AnswerEvent =
  ({ type: 'meta' } & StreamMeta) | { type: 'delta'; text: string } | ({ type: 'done' } & StreamDone);

/** The assistant's events; an unknown name or unreadable data is skipped, not fatal. */
export function toAnswerEvent(event: SseEvent): AnswerEvent | null {
  if (event.event !== 'meta' && event.event !== 'delta' && event.event !== 'done') return null;
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  return { type: event.event, ...payload } as AnswerEvent;
}

export type StreamDeps = {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null;
  getLanguage: () => Language;
};

const browserDeps: StreamDeps = {
  fetch: (url, init) => fetch(url, init),
  getToken,
  getLanguage: () => useSession.getState().language,
};

/**
 * Asks a question and calls `onEvent` for each event of the answer, in order; resolves when the
 * stream ends. A refusal before streaming (400, 401, 403 …) comes as a JSON envelope and rejects
 * with an ApiError carrying its status and msg — no toast here: the page decides (a 403 may mean
 * the disclaimer must be accepted again). Aborting `signal` rejects with the AbortError.
 */
export async function streamAnswer(
  body: SendBody,
  onEvent: (event: AnswerEvent) => void,
  signal: AbortSignal,
  deps: StreamDeps = browserDeps,
): Promise<void> {
  const token = deps.getToken();
  const headers: Record<string, string> = {
    Accept: 'text/event-stream',
    'Accept-Language': deps.getLanguage(),
    'Content-Type': 'application/json',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await deps.fetch(`${apiBase}${sendPath}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal,
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !type.includes('text/event-stream') || !response.body) {
    throw await refusal(response);
  }
  const parser = createSseParser();
  const reader = response.body.getReader();
  const emit = (events: SseEvent[]) => {
    for (const raw of events) {
      const event = toAnswerEvent(raw);
      if (event) onEvent(event);
    }
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    emit(parser.push(value));
  }
  emit(parser.end());
}

async function refusal(response: Response): Promise<ApiError> {
  let envelope: unknown;
  try {
    envelope = JSON.parse(await response.text());
  } catch {
    envelope = undefined;
  }
  if (typeof envelope === 'object' && envelope !== null && typeof (envelope as { code?: unknown }).code === 'number') {
    const { code, msg, data: payload } = envelope as { code: number; msg?: string; data?: unknown };
    return new ApiError({ code, msg: msg ?? '', data: payload, status: response.status });
  }
  return new ApiError({
    code: null,
    msg: `Request failed with status code ${response.status}`,
    status: response.status,
  });
}
