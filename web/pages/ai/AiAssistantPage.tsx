// /uniAi (M19): the AI assistant (beta). Its title and what its answers rest on, then its own
// disclaimer until the current version is accepted, then the assistant. The assistant stays on
// screen if the disclaimer is asked for again later (a new version, found by a refused question),
// so the question and the open conversation survive the new acceptance.
import { useState } from 'react';
import { Alert, Button, Flex, Result, Spin, theme } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { AiChat } from './AiChat.tsx';
import { useDisclaimerFlag } from './aiQueries.ts';
import { DisclaimerGate } from './DisclaimerGate.tsx';
import './i18n/ai.ts';

export default function AiAssistantPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const flag = useDisclaimerFlag();
  const accepted = flag.data?.accepted === true;
  // Once shown, the assistant stays mounted (its chat calls would be refused before acceptance).
  const [started, setStarted] = useState(false);
  if (accepted && !started) setStarted(true);
  return (
    <Flex vertical gap={token.margin}>
      <div>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('ai.title')}</h1>
        <Alert type="info" showIcon title={t('ai.betaNotice')} style={{ marginTop: token.marginXS }} />
      </div>
      {flag.isPending ? (
        <Flex justify="center" style={{ padding: 96 }}>
          <Spin />
        </Flex>
      ) : flag.isError && !started ? (
        <Result
          status="error"
          title={t('ai.loadError')}
          extra={<Button onClick={() => void flag.refetch()}>{t('common.retry')}</Button>}
        />
      ) : null}
      {started ? <AiChat /> : null}
      <DisclaimerGate open={flag.isSuccess && !accepted} />
    </Flex>
  );
}
