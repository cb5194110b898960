// One message of the chat: the question as the user typed it (plain text), or the answer — its
// Markdown (markdown.tsx, never HTML), what is happening while it is written, its end when it did
// not complete, its numbered sources and, once saved and ended, its actions.
import { Avatar, Flex, Typography, theme } from 'antd';
import { LoadingOutlined, RobotOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { AiSource } from '../../api/ai.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { AnswerActions } from './AnswerActions.tsx';
import { isSaved } from './chatTurn.ts';
import type { ChatMessage } from './chatTurn.ts';
import { isPortalPath, Markdown } from './markdown.tsx';
import './i18n/ai.ts';

export type MessageItemProps = {
  message: ChatMessage;
  /** The answer being streamed in this tab now. */
  live: boolean;
  onFeedback: () => Promise<unknown>;
  onDeleted: () => void;
};

export function MessageItem({ message, live, onFeedback, onDeleted }: MessageItemProps) {
  const { token } = theme.useToken();
  if (message.role === 'user') {
    return (
      <Flex justify="flex-end">
        <div
          data-testid="ai-message-user"
          style={{
            maxWidth: '80%',
            padding: `${token.paddingXS}px ${token.paddingSM}px`,
            borderRadius: token.borderRadiusLG,
            background: token.colorPrimaryBg,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {message.content}
        </div>
      </Flex>
    );
  }
  const ended = message.status !== 'streaming';
  return (
    <Flex gap={token.marginSM} align="flex-start">
      <Avatar icon={<RobotOutlined />} style={{ flex: 'none', background: token.colorPrimary }} />
      <div
        data-testid="ai-message-assistant"
        data-status={message.status}
        style={{
          flex: 1,
          minWidth: 0,
          maxWidth: 'calc(100% - 44px)',
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          borderRadius: token.borderRadiusLG,
          background: token.colorFillQuaternary,
          wordBreak: 'break-word',
        }}
      >
        {message.content ? <Markdown text={message.content} sources={message.sources} /> : null}
        {live && !ended ? <Writing started={message.content !== ''} /> : null}
        <AnswerStatus message={message} />
        {message.sources.length > 0 ? <Sources sources={message.sources} /> : null}
        {ended && isSaved(message) ? (
          <AnswerActions message={message} onFeedback={onFeedback} onDeleted={onDeleted} />
        ) : null}
      </div>
    </Flex>
  );
}

function Writing({ started }: { started: boolean }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary">
      <LoadingOutlined style={{ marginInlineEnd: 6 }} />
      {t(started ? 'ai.chat.writing' : 'ai.chat.searching')}
    </Typography.Text>
  );
}

function AnswerStatus({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  if (message.status === 'stopped')
    return (
      <Typography.Text type="secondary" data-testid="ai-status" style={{ display: 'block' }}>
        {t('ai.chat.stopped')}
      </Typography.Text>
    );
  if (message.status === 'failed')
    return (
      <Typography.Text type="danger" data-testid="ai-status" style={{ display: 'block' }}>
        {message.msg ? t('ai.chat.failedWith', { msg: message.msg }) : t('ai.chat.failed')}
      </Typography.Text>
    );
  return null;
}

function Sources({ sources }: { sources: AiSource[] }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      data-testid="ai-sources"
      style={{ marginTop: token.marginXS, paddingTop: token.paddingXS, borderTop: `1px solid ${token.colorSplit}` }}
    >
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('ai.chat.sources')}
      </Typography.Text>
      <ol style={{ margin: '4px 0 0', paddingInlineStart: 24, fontSize: token.fontSizeSM }}>
        {sources.map((source) => (
          // Numbered as the answer cites it, whatever the order.
          <li key={source.n} value={source.n}>
            {isPortalPath(source.link) ? <Link to={source.link}>{source.title}</Link> : source.title}
          </li>
        ))}
      </ol>
    </div>
  );
}
