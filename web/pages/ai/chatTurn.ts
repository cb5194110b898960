// The question being answered, as plain data: started when sent, grown by the stream's events,
// ended by `done`, Stop or a broken connection. The page shows it in place of the server's copies
// of the same messages until the server's copies are final (the server writes them as it goes, so
// a refetch in between would show a half answer), then the server's, which carry feedback.
import type { AiMessage, AnswerEvent } from '../../api/ai.ts';

/** A message as the chat shows it: a failed answer may carry the reason the stream gave. */
export type ChatMessage = AiMessage & { msg?: string };

export type Turn = {
  /** The conversation's messages on screen when the question was asked: they stay shown. */
  baseline: number[];
  conversationId: number | null;
  user: ChatMessage;
  assistant: ChatMessage;
  streaming: boolean;
};

/** Ids the server has not given yet (until `meta`): never sent back to it. */
const unknownUser = -1;
const unknownAnswer = -2;

const draft = (id: number, role: AiMessage['role'], content: string, createdAt: string): ChatMessage => ({
  id,
  role,
  content,
  sources: [],
  status: role === 'user' ? 'complete' : 'streaming',
  feedback: null,
  feedbackReason: '',
  feedbackComment: '',
  createdAt,
});

export function startTurn(question: string, conversationId: number | null, baseline: number[], now: string): Turn {
  return {
    baseline,
    conversationId,
    user: draft(unknownUser, 'user', question, now),
    assistant: draft(unknownAnswer, 'assistant', '', now),
    streaming: true,
  };
}

/** Whether the server knows the message (it can be stopped, liked, deleted). */
export const isSaved = (message: AiMessage) => message.id > 0;

export function applyEvent(turn: Turn, event: AnswerEvent): Turn {
  if (!turn.streaming) return turn;
  switch (event.type) {
    case 'meta':
      return {
        ...turn,
        conversationId: event.conversationId,
        user: { ...turn.user, id: event.userMessageId ?? unknownUser },
        assistant: { ...turn.assistant, id: event.messageId, sources: event.sources ?? [] },
      };
    case 'delta':
      return { ...turn, assistant: { ...turn.assistant, content: turn.assistant.content + (event.text ?? '') } };
    case 'done':
      return endTurn(turn, event.status, event.msg);
  }
}

/** The end of the answer: what was written stays, with its status (and the reason of a failure). */
export function endTurn(turn: Turn, status: 'complete' | 'stopped' | 'failed', msg?: string): Turn {
  if (!turn.streaming) return turn;
  return { ...turn, streaming: false, assistant: { ...turn.assistant, status, msg: msg || undefined } };
}

/** What the chat shows: the server's messages, with the turn in place of its not yet final copies. */
export function visibleMessages(server: AiMessage[], turn: Turn | null, conversationId: number | null): ChatMessage[] {
  if (!turn || (turn.conversationId !== null && turn.conversationId !== conversationId)) return server;
  const saved = server.find((message) => message.id === turn.assistant.id);
  if (!turn.streaming && saved && saved.status !== 'streaming') {
    return server.map((message) => (message === saved ? { ...saved, msg: turn.assistant.msg } : message));
  }
  const kept = new Set(turn.baseline);
  return [...server.filter((message) => kept.has(message.id)), turn.user, turn.assistant];
}
