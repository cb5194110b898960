// The question being answered: built from the stream's events, and shown instead of the server's
// copies until those are final.
import { describe, expect, it } from 'vitest';
import type { AiMessage } from '../../api/ai.ts';
import { applyEvent, endTurn, isSaved, startTurn, visibleMessages } from './chatTurn.ts';

const now = '2026-11-27T10:00:00.000Z';
const message = (id: number, role: AiMessage['role'], content: string, status: AiMessage['status'] = 'complete') =>
  ({
    id,
    role,
    content,
    sources: [],
    status,
    feedback: null,
    feedbackReason: '',
    feedbackComment: '',
    createdAt: now,
  }) satisfies AiMessage;

const source = { n: 1, module: 'dcc', itemId: 3, title: 'Guide', link: '/dcc?detail=3' };

function answered() {
  let turn = startTurn('standby?', 7, [1, 2], now);
  turn = applyEvent(turn, { type: 'meta', conversationId: 7, messageId: 12, userMessageId: 11, sources: [source] });
  turn = applyEvent(turn, { type: 'delta', text: 'Lower ' });
  turn = applyEvent(turn, { type: 'delta', text: 'the clock [1]' });
  return turn;
}

describe('a turn', () => {
  it('takes the ids and sources from meta and appends each delta', () => {
    const turn = answered();
    expect(turn.user).toMatchObject({ id: 11, role: 'user', content: 'standby?' });
    expect(turn.assistant).toMatchObject({ id: 12, content: 'Lower the clock [1]', status: 'streaming' });
    expect(turn.assistant.sources).toEqual([source]);
    expect(isSaved(turn.assistant)).toBe(true);
    expect(isSaved(startTurn('q', null, [], now).assistant)).toBe(false);
  });

  it('ends with done, keeping the text and the reason of a failure; later events change nothing', () => {
    const failed = applyEvent(answered(), { type: 'done', status: 'failed', msg: 'engine down' });
    expect(failed.streaming).toBe(false);
    expect(failed.assistant).toMatchObject({ status: 'failed', msg: 'engine down', content: 'Lower the clock [1]' });
    expect(applyEvent(failed, { type: 'delta', text: 'more' })).toBe(failed);
  });

  it('ends as stopped on Stop, and a late done does not overwrite it', () => {
    const stopped = endTurn(answered(), 'stopped');
    expect(stopped.assistant).toMatchObject({ status: 'stopped', content: 'Lower the clock [1]' });
    expect(applyEvent(stopped, { type: 'done', status: 'complete' }).assistant.status).toBe('stopped');
  });
});

describe('visibleMessages', () => {
  const earlier = [message(1, 'user', 'first'), message(2, 'assistant', 'answer')];

  it('shows the server as it is without a turn, or with a turn of another conversation', () => {
    expect(visibleMessages(earlier, null, 7)).toBe(earlier);
    expect(visibleMessages(earlier, answered(), 8)).toBe(earlier);
  });

  it('while streaming shows the earlier messages and the turn, never the server half answer', () => {
    const server = [...earlier, message(11, 'user', 'standby?'), message(12, 'assistant', 'Lo', 'streaming')];
    const shown = visibleMessages(server, answered(), 7);
    expect(shown.map((m) => [m.id, m.content])).toEqual([
      [1, 'first'],
      [2, 'answer'],
      [11, 'standby?'],
      [12, 'Lower the clock [1]'],
    ]);
  });

  it('shows a new conversation turn before meta (no conversation yet)', () => {
    const turn = startTurn('hello', null, [], now);
    expect(visibleMessages([], turn, null).map((m) => m.content)).toEqual(['hello', '']);
  });

  it('once ended and saved, shows the server copy (feedback included) with the failure reason', () => {
    const turn = applyEvent(answered(), { type: 'done', status: 'failed', msg: 'engine down' });
    const saved = { ...message(12, 'assistant', 'Lower the clock [1]', 'failed'), feedback: 'dislike' as const };
    const shown = visibleMessages([...earlier, message(11, 'user', 'standby?'), saved], turn, 7);
    expect(shown.at(-1)).toMatchObject({ id: 12, feedback: 'dislike', status: 'failed', msg: 'engine down' });
    expect(shown).toHaveLength(4);
  });

  it('keeps the turn while the server copy is not final yet', () => {
    const turn = endTurn(answered(), 'stopped');
    const server = [...earlier, message(11, 'user', 'standby?'), message(12, 'assistant', 'Lower', 'streaming')];
    expect(visibleMessages(server, turn, 7).at(-1)).toMatchObject({
      status: 'stopped',
      content: 'Lower the clock [1]',
    });
  });
});
