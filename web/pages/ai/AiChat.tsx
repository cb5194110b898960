// The assistant once its disclaimer is accepted: the conversations on the left, the chat on the
// right (the messages, or the suggested topics when nothing is asked yet, then the question box).
import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { Button, Card, Col, Flex, Result, Row, Spin, theme } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { ProblemType, SendBody } from '../../api/ai.ts';
import type { ApiError } from '../../api/request.ts';
import { limits } from '../../../contract/limits.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { aiKeys, useAiPlatforms, useChatMenu, useMessageList, useProblemTypes } from './aiQueries.ts';
import { isSaved, visibleMessages } from './chatTurn.ts';
import { Composer } from './Composer.tsx';
import { ConversationList } from './ConversationList.tsx';
import { MessageItem } from './MessageItem.tsx';
import { SuggestedTopics } from './SuggestedTopics.tsx';
import type { Topic } from './SuggestedTopics.tsx';
import { useAiChat } from './useAiChat.ts';
import './i18n/ai.ts';

export function AiChat() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<number | null>(null);
  const [question, setQuestion] = useState('');
  const [problemType, setProblemType] = useState<ProblemType>();
  const [platformId, setPlatformId] = useState<number>();
  const [missingChoice, setMissingChoice] = useState(false);
  const problemTypes = useProblemTypes();
  const platforms = useAiPlatforms();
  const menu = useChatMenu();
  const messageList = useMessageList(selected);

  const chat = useAiChat({
    onConversation: setSelected,
    onRefused: (error: ApiError, asked: string) => {
      // The question is not lost: back in the box, to send again once the cause is fixed.
      setQuestion((current) => current || asked);
      // 403: the disclaimer may have changed (a new version to accept) — the flag decides; 401:
      // the shared client's answer to an expired session (message, sign-out) comes with it.
      if (error.status === 403 || error.status === 401) void queryClient.invalidateQueries({ queryKey: aiKeys.flag });
      if (error.status !== 401)
        notify({
          type: 'error',
          content: error.msg || t('common.requestError'),
          durationMs: limits.toastMs,
          closable: true,
        });
    },
  });

  const conversation = selected === null ? undefined : messageList.data?.conversation;
  const shown = visibleMessages(messageList.data?.messages ?? [], chat.turn, selected);
  const locked = selected !== null;
  const ownPlatform = platformId ?? platforms.data?.[0]?.id;
  // A conversation this tab has just started shows what it was asked with until its own copy loads.
  const typeValue = locked ? (conversation?.problemType ?? (chat.turn ? problemType : undefined)) : problemType;
  const platformValue = locked ? (conversation?.platformId ?? (chat.turn ? ownPlatform : undefined)) : ownPlatform;
  // A started conversation's platform may no longer be authorized: it is still shown by name.
  const platformOptions =
    conversation && !platforms.data?.some((p) => p.id === conversation.platformId)
      ? [...(platforms.data ?? []), { id: conversation.platformId, name: conversation.platform }]
      : (platforms.data ?? []);

  const boxRef = useRef<HTMLDivElement>(null);
  const box = useChatScroll(boxRef, shown.length, shown.at(-1)?.content.length ?? 0);

  function ask(text: string, type = typeValue, platform = platformValue) {
    const asked = text.trim();
    if (!asked || chat.streaming) return;
    if (!type || platform === undefined) {
      setMissingChoice(true);
      return;
    }
    setMissingChoice(false);
    setQuestion('');
    box.pin();
    const body: SendBody = { problemType: type, platformId: platform, question: asked };
    if (selected !== null) body.conversationId = selected;
    void chat.send(
      body,
      shown.filter(isSaved).map((message) => message.id),
    );
  }

  function open(id: number | null) {
    chat.reset();
    box.pin();
    setMissingChoice(false);
    setSelected(id);
  }

  function pickTopic(topic: Topic) {
    setProblemType(topic.problemType);
    if (platformValue === undefined) setQuestion(topic.question[language]);
    else ask(topic.question[language], topic.problemType, platformValue);
  }

  const refreshConversation = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aiKeys.messages(selected) }),
      queryClient.invalidateQueries({ queryKey: aiKeys.conversations }),
    ]);

  const empty = selected === null && shown.length === 0;
  const loadingConversation = selected !== null && messageList.isPending && !chat.turn;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8} xl={6}>
        <ConversationList
          selected={selected}
          disabled={chat.streaming}
          onSelect={(id) => open(id)}
          onNew={() => open(null)}
          onDeleted={(id) => id === selected && open(null)}
        />
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Card styles={{ body: { display: 'flex', flexDirection: 'column', gap: token.margin } }}>
          <div
            ref={boxRef}
            onScroll={box.onScroll}
            style={{ height: 'calc(100vh - 440px)', minHeight: 320, overflowY: 'auto', paddingInlineEnd: 4 }}
          >
            {loadingConversation ? (
              <Flex justify="center" style={{ padding: 48 }}>
                <Spin />
              </Flex>
            ) : selected !== null && messageList.isError && !chat.turn ? (
              <Result
                status="warning"
                title={t('ai.chat.loadError')}
                extra={<Button onClick={() => open(null)}>{t('ai.conversations.new')}</Button>}
              />
            ) : empty ? (
              <SuggestedTopics
                topics={menu.data ?? []}
                language={language}
                disabled={chat.streaming}
                onPick={pickTopic}
              />
            ) : (
              <Flex vertical gap={token.margin}>
                {shown.map((message) => (
                  <MessageItem
                    key={`${message.role}${message.id}`}
                    message={message}
                    live={chat.streaming && message === chat.turn?.assistant}
                    onFeedback={refreshConversation}
                    onDeleted={() => {
                      chat.reset();
                      void refreshConversation();
                    }}
                  />
                ))}
              </Flex>
            )}
          </div>
          <Composer
            language={language}
            problemTypes={problemTypes.data ?? []}
            platforms={platformOptions}
            problemType={typeValue}
            platformId={platformValue}
            locked={locked}
            missingChoice={missingChoice}
            noPlatform={platforms.isSuccess && platforms.data.length === 0}
            onProblemType={setProblemType}
            onPlatform={setPlatformId}
            question={question}
            onQuestion={setQuestion}
            streaming={chat.streaming}
            onSend={() => ask(question)}
            onStop={chat.stop}
          />
        </Card>
      </Col>
    </Row>
  );
}

/** Follows the answer as it grows, unless the reader has scrolled up to read something earlier. */
function useChatScroll(ref: RefObject<HTMLDivElement | null>, count: number, lastLength: number) {
  const pinned = useRef(true);
  useEffect(() => {
    const element = ref.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [ref, count, lastLength]);
  const onScroll = () => {
    const element = ref.current;
    if (element) pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
  };
  /** Back to following (a question sent, another conversation opened). */
  const pin = () => {
    pinned.current = true;
  };
  return { onScroll, pin };
}
