// Asking a question and following its answer: the turn on screen (chatTurn.ts), Stop, and the
// refresh of the conversation list and the conversation once the answer has ended. A refusal before
// any answer (disclaimer, permission, bad input) goes back to the page with the question.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { stopResponse, streamAnswer } from '../../api/ai.ts';
import type { SendBody } from '../../api/ai.ts';
import { ApiError } from '../../api/request.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { aiKeys } from './aiQueries.ts';
import { applyEvent, endTurn, startTurn } from './chatTurn.ts';
import type { Turn } from './chatTurn.ts';

type Run = { controller: AbortController; messageId: number | null; conversationId: number | null };

export type AiChatOptions = {
  /** The conversation the answer belongs to, from its first event (a new one gets its id then). */
  onConversation: (conversationId: number) => void;
  onRefused: (error: ApiError, question: string) => void;
};

export function useAiChat({ onConversation, onRefused }: AiChatOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<Turn | null>(null);
  const running = useRef<Run | null>(null);

  // Leaving the page mid-answer ends the request; the server keeps what was written.
  useEffect(() => {
    const current = running;
    return () => current.current?.controller.abort();
  }, []);

  const refresh = (conversationId: number | null) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aiKeys.conversations }),
      conversationId === null ? null : queryClient.invalidateQueries({ queryKey: aiKeys.messages(conversationId) }),
    ]);

  async function send(body: SendBody, baseline: number[]): Promise<void> {
    if (running.current) return;
    const run: Run = {
      controller: new AbortController(),
      messageId: null,
      conversationId: body.conversationId ?? null,
    };
    running.current = run;
    setTurn(startTurn(body.question, run.conversationId, baseline, new Date().toISOString()));
    let ended = false;
    const interrupted = () => setTurn((current) => current && endTurn(current, 'failed', t('ai.chat.interrupted')));
    try {
      await streamAnswer(
        body,
        (event) => {
          if (event.type === 'meta') {
            run.messageId = event.messageId;
            run.conversationId = event.conversationId;
            onConversation(event.conversationId);
          }
          if (event.type === 'done') ended = true;
          setTurn((current) => current && applyEvent(current, event));
        },
        run.controller.signal,
      );
      // The stream closed without its last event: the server or the network gave up.
      if (!ended) interrupted();
    } catch (error) {
      if (run.controller.signal.aborted) return; // Stop (it ends the turn) or the page left
      if (error instanceof ApiError && run.messageId === null) {
        setTurn(null);
        onRefused(error, body.question);
        return;
      }
      interrupted();
    } finally {
      if (running.current === run) running.current = null;
    }
    await refresh(run.conversationId);
  }

  /** Ends the answer now: the server is told (it keeps the partial answer, marked stopped), the stream dropped. */
  function stop(): void {
    const run = running.current;
    if (!run) return;
    running.current = null;
    setTurn((current) => current && endTurn(current, 'stopped'));
    const told = run.messageId === null ? Promise.resolve() : stopResponse(run.messageId).catch(() => undefined);
    run.controller.abort();
    // After the server has marked it, so the refreshed copy is the final one.
    void told.then(() => refresh(run.conversationId));
  }

  /** Another conversation (or a new one) on screen: the turn belongs to the previous one. */
  function reset(): void {
    running.current?.controller.abort();
    running.current = null;
    setTurn(null);
  }

  return { turn, streaming: turn?.streaming ?? false, send, stop, reset };
}
