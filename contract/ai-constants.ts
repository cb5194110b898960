// The plain constants of the AI assistant (M19), without zod, for the server's schemas
// (contract/ai.ts) and the web page alike.

/** What a conversation is about, chosen when it starts. */
export const problemTypes = ['hardware', 'software', 'rf', 'power', 'tools', 'other'] as const;
export type ProblemType = (typeof problemTypes)[number];

/** An assistant message's end: answered in full, stopped by the user, or failed (the engine's fault). */
export const messageStatuses = ['streaming', 'complete', 'stopped', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const feedbacks = ['like', 'dislike'] as const;
export type Feedback = (typeof feedbacks)[number];
/** Why an answer was disliked (a reason is asked for with every dislike). */
export const dislikeReasons = ['wrong', 'incomplete', 'irrelevant', 'outdated', 'other'] as const;
export type DislikeReason = (typeof dislikeReasons)[number];

export const aiLimits = {
  question: 2000,
  feedbackComment: 500,
  /** Passages of portal content an answer is built from. */
  sources: 5,
  /** Earlier turns of the conversation sent along with a question. */
  historyTurns: 6,
  conversationTitle: 60,
} as const;

/** A source as an answer stores it: the number it is cited by and the page that shows it. */
export type AiSourceRow = { n: number; module: string; itemId: number; title: string; link: string };

/** The call that asks a question; its answer is a text/event-stream (see sendBody in contract/ai.ts). */
export const sendPath = '/common/fae/aiFoundry/chat/send';

/**
 * The events of the answer stream, each `event: <name>` with a JSON `data:` line: `meta`
 * (StreamMeta) once before any text, `delta` (StreamDelta) pieces of the answer in Markdown, in
 * order, and `done` (StreamDone) last.
 */
export const streamEvents = ['meta', 'delta', 'done'] as const;
export type StreamMeta = {
  conversationId: number;
  /** The assistant message being written: what Stop and feedback name. */
  messageId: number;
  /** The question just stored. */
  userMessageId: number;
  sources: AiSourceRow[];
};
export type StreamDelta = { text: string };
export type StreamDone = { status: 'complete' | 'stopped' | 'failed'; msg?: string };
