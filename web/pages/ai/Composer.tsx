// The question box: what the conversation is about (problem type, platform — fixed once it has
// started), the question (Enter sends, Shift+Enter breaks the line, an IME composing Chinese keeps
// its Enter), Send, and Stop while an answer is being written.
import { Alert, Button, Flex, Input, Select } from 'antd';
import { SendOutlined, StopOutlined } from '@ant-design/icons';
import { aiLimits } from '../../api/ai.ts';
import type { AiPlatform, ProblemType, ProblemTypeOption } from '../../api/ai.ts';
import type { Language } from '../../../contract/limits.ts';
import { useTranslation } from '../../i18n/translate.ts';
import './i18n/ai.ts';

export type ComposerProps = {
  language: Language;
  problemTypes: ProblemTypeOption[];
  platforms: AiPlatform[];
  problemType: ProblemType | undefined;
  platformId: number | undefined;
  /** The conversation has started: its type and platform are its own. */
  locked: boolean;
  /** A send was tried without a type or a platform: those selects say so. */
  missingChoice: boolean;
  noPlatform: boolean;
  onProblemType: (value: ProblemType) => void;
  onPlatform: (value: number) => void;
  question: string;
  onQuestion: (value: string) => void;
  streaming: boolean;
  onSend: () => void;
  onStop: () => void;
};

export function Composer(props: ComposerProps) {
  const { t } = useTranslation();
  const { locked, streaming, missingChoice } = props;
  const blank = props.question.trim() === '';
  return (
    <Flex vertical gap={8}>
      {props.noPlatform && !locked ? <Alert type="warning" showIcon title={t('ai.chat.noPlatform')} /> : null}
      <Flex gap={8} wrap>
        <Select<ProblemType>
          style={{ minWidth: 180 }}
          aria-label={t('ai.chat.problemType')}
          placeholder={t('ai.chat.problemTypePlaceholder')}
          value={props.problemType}
          onChange={props.onProblemType}
          disabled={locked || streaming}
          status={missingChoice && !props.problemType ? 'error' : undefined}
          options={props.problemTypes.map((option) => ({ value: option.value, label: option.label[props.language] }))}
          data-testid="ai-problem-type"
        />
        <Select<number>
          style={{ minWidth: 180 }}
          aria-label={t('ai.chat.platform')}
          placeholder={t('ai.chat.platformPlaceholder')}
          value={props.platformId}
          onChange={props.onPlatform}
          disabled={locked || streaming}
          status={missingChoice && props.platformId === undefined ? 'error' : undefined}
          showSearch={{ optionFilterProp: 'label' }}
          options={props.platforms.map((platform) => ({ value: platform.id, label: platform.name }))}
          data-testid="ai-platform"
        />
      </Flex>
      <Input.TextArea
        value={props.question}
        onChange={(event) => props.onQuestion(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            if (!blank && !streaming) props.onSend();
          }
        }}
        placeholder={t('ai.chat.placeholder')}
        aria-label={t('ai.chat.placeholder')}
        maxLength={aiLimits.question}
        showCount
        autoSize={{ minRows: 2, maxRows: 6 }}
        data-testid="ai-question"
      />
      <Flex justify="flex-end" gap={8}>
        {streaming ? (
          <Button danger icon={<StopOutlined />} onClick={props.onStop} data-testid="ai-stop">
            {t('ai.chat.stop')}
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<SendOutlined />}
          disabled={blank || streaming}
          onClick={props.onSend}
          data-testid="ai-send"
        >
          {t('ai.chat.send')}
        </Button>
      </Flex>
    </Flex>
  );
}
