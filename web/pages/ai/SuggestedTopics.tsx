// The empty chat: a greeting and the suggested topics (the chat menu), each a question ready to ask.
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { RobotOutlined } from '@ant-design/icons';
import type { ChatMenu } from '../../api/ai.ts';
import type { Language } from '../../../contract/limits.ts';
import { useTranslation } from '../../i18n/translate.ts';
import './i18n/ai.ts';

export type Topic = ChatMenu[number];

export function SuggestedTopics({
  topics,
  language,
  disabled,
  onPick,
}: {
  topics: ChatMenu;
  language: Language;
  disabled: boolean;
  onPick: (topic: Topic) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const pick = (topic: Topic) => !disabled && onPick(topic);
  return (
    <Flex vertical align="center" gap={token.marginSM} style={{ padding: `${token.paddingLG}px 0` }}>
      <RobotOutlined style={{ fontSize: 40, color: token.colorPrimary }} />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('ai.chat.welcome')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('ai.chat.welcomeHint')}</Typography.Text>
      {topics.length > 0 ? (
        <div style={{ width: '100%', maxWidth: 720, marginTop: token.marginSM }}>
          <Typography.Text strong>{t('ai.chat.topics')}</Typography.Text>
          <Row gutter={[12, 12]} style={{ marginTop: token.marginXS }}>
            {topics.map((topic) => (
              <Col key={topic.key} xs={24} sm={12}>
                <Card
                  size="small"
                  hoverable={!disabled}
                  role="button"
                  tabIndex={disabled ? -1 : 0}
                  aria-disabled={disabled}
                  onClick={() => pick(topic)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') {
                      event.preventDefault();
                      pick(topic);
                    }
                  }}
                  style={{ height: '100%', cursor: disabled ? 'not-allowed' : 'pointer' }}
                  data-testid="ai-topic"
                >
                  <Typography.Text strong>{topic.title[language]}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{topic.question[language]}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ) : null}
    </Flex>
  );
}
