// The answer stream of the AI assistant: the event-stream parser on chunks cut anywhere, and
// streamAnswer on a refusal and on a whole answer.
import { describe, expect, it } from 'vitest';
import { createSseParser, streamAnswer, toAnswerEvent } from './ai.ts';
import type { AnswerEvent, StreamDeps } from './ai.ts';
import { ApiError } from './request.ts';

const encoder = new TextEncoder();

/** Feeds `chunks` to a fresh parser and returns every event it produced, end of stream included. */
function parseAll(chunks: (string | Uint8Array)[]) {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

const stream =
  'event: meta\ndata: {"conversationId":7,"messageId":12,"userMessageId":11,"sources":[]}\n\n' +
  'event: delta\ndata: {"text":"你好"}\n\n' +
  'event: delta\ndata: {"text":" **world**"}\n\n' +
  'event: done\ndata: {"status":"complete"}\n\n';

describe('createSseParser', () => {
  it('reads whole events from one chunk', () => {
    expect(parseAll([stream]).map((e) => e.event)).toEqual(['meta', 'delta', 'delta', 'done']);
  });

  it('gives the same events whatever the cut: every split point, bytes or text', () => {
    const whole = parseAll([stream]);
    const bytes = encoder.encode(stream);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(parseAll([bytes.slice(0, cut), bytes.slice(cut)]), `byte ${cut}`).toEqual(whole);
    }
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parseAll([stream.slice(0, cut), stream.slice(cut)]), `char ${cut}`).toEqual(whole);
    }
  });

  it('keeps a Chinese character split between two byte chunks whole', () => {
    const bytes = encoder.encode('event: delta\ndata: {"text":"功耗"}\n\n');
    const inside = bytes.indexOf(0xe5) + 1; // after the first byte of 功
    const events = parseAll([bytes.slice(0, inside), bytes.slice(inside, inside + 1), bytes.slice(inside + 1)]);
    expect(events).toEqual([{ event: 'delta', data: '{"text":"功耗"}' }]);
  });

  it('emits an event only once its blank line has arrived', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\ndata: {"text":"a"}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: '{"text":"a"}' }]);
  });

  it('joins several data lines with newlines and drops one space after the colon only', () => {
    expect(parseAll(['data: first\ndata:second\ndata:  third\n\n'])).toEqual([
      { event: 'message', data: 'first\nsecond\n third' },
    ]);
  });

  it('understands CRLF and CR line ends, even with the CRLF cut in two', () => {
    expect(parseAll(['event: done\r\ndata: {}\r', '\n\r\n'])).toEqual([{ event: 'done', data: '{}' }]);
    expect(parseAll(['event: done\rdata: {}\r\r'])).toEqual([{ event: 'done', data: '{}' }]);
  });

  it('skips comments, unknown fields and blocks without data', () => {
    expect(parseAll([': keep-alive\n\nid: 3\nretry: 10\n\nevent: x\nfoo: bar\ndata: 1\n\n'])).toEqual([
      { event: 'x', data: '1' },
    ]);
  });

  it('keeps an event the server did not close with a blank line when the stream ends', () => {
    expect(parseAll(['event: done\ndata: {"status":"failed"}'])).toEqual([
      { event: 'done', data: '{"status":"failed"}' },
    ]);
  });
});

describe('toAnswerEvent', () => {
  it('types the three events and skips unknown names and unreadable data', () => {
    expect(toAnswerEvent({ event: 'delta', data: '{"text":"a"}' })).toEqual({ type: 'delta', text: 'a' });
    expect(toAnswerEvent({ event: 'done', data: '{"status":"stopped"}' })).toEqual({ type: 'done', status: 'stopped' });
    expect(toAnswerEvent({ event: 'ping', data: '{}' })).toBeNull();
    expect(toAnswerEvent({ event: 'delta', data: '{"text":' })).toBeNull();
    expect(toAnswerEvent({ event: 'delta', data: '3' })).toBeNull();
  });
});

function depsAnswering(response: Response, seen: { url?: string; init?: RequestInit } = {}): StreamDeps {
  return {
    fetch: async (url, init) => {
      seen.url = url;
      seen.init = init;
      return response;
    },
    getToken: () => 'tok',
    getLanguage: () => 'en',
  };
}

const body = { problemType: 'power', platformId: 1, question: 'standby?' } as const;

describe('streamAnswer', () => {
  it('posts the question with the token and language and hands over the events in order', async () => {
    const bytes = encoder.encode(stream);
    const chunks = [bytes.slice(0, 30), bytes.slice(30, 95), bytes.slice(95)];
    const response = new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
    );
    const seen: { url?: string; init?: RequestInit } = {};
    const events: AnswerEvent[] = [];
    await streamAnswer(body, (e) => events.push(e), new AbortController().signal, depsAnswering(response, seen));
    expect(seen.url).toBe('/api/common/fae/aiFoundry/chat/send');
    expect(seen.init?.method).toBe('POST');
    expect(seen.init?.headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'en' });
    expect(JSON.parse(String(seen.init?.body))).toEqual(body);
    expect(events).toEqual([
      { type: 'meta', conversationId: 7, messageId: 12, userMessageId: 11, sources: [] },
      { type: 'delta', text: '你好' },
      { type: 'delta', text: ' **world**' },
      { type: 'done', status: 'complete' },
    ]);
  });

  it('rejects a refusal with its HTTP status and msg', async () => {
    const response = new Response(JSON.stringify({ code: 403, msg: 'accept the disclaimer first', data: null }), {
      status: 403,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await streamAnswer(body, () => {}, new AbortController().signal, depsAnswering(response)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 403, msg: 'accept the disclaimer first' });
  });
});
