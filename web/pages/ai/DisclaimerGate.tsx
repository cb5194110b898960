// The assistant's own terms (versioned by the server; in the caller's language), asked for before
// the first question and again whenever a new version appears: accept, or go back.
import { Button, Flex, Modal, Result, Skeleton, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { acceptDisclaimer } from '../../api/ai.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { useSession } from '../../stores/session.ts';
import { aiKeys, useDisclaimerContent } from './aiQueries.ts';
import './i18n/ai.ts';

export function DisclaimerGate({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const content = useDisclaimerContent(language, open);
  const accept = useMutation({
    mutationFn: (version: number) => acceptDisclaimer(version),
    onSuccess: (flag) => queryClient.setQueryData(aiKeys.flag, flag),
    // A version changed meanwhile (409) is refused: the new text is fetched, to be read and accepted.
    onError: () => queryClient.invalidateQueries({ queryKey: aiKeys.disclaimer }),
  });
  // The first page of the tab has nowhere to go back to: home instead.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Modal
      open={open}
      title={content.data?.title}
      // The whole dialog, title included, for the end-to-end tests.
      wrapProps={{ 'data-testid': 'ai-disclaimer' }}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <div>
        {content.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : content.isError ? (
          <Result
            status="warning"
            title={t('ai.disclaimer.loadError')}
            extra={<Button onClick={() => void content.refetch()}>{t('common.retry')}</Button>}
          />
        ) : (
          content.data.paragraphs.map((paragraph, index) => (
            <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
          ))
        )}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={back}>{t('ai.disclaimer.back')}</Button>
          <Button
            type="primary"
            disabled={!content.data}
            loading={accept.isPending}
            onClick={() => content.data && accept.mutate(content.data.version)}
            data-testid="ai-disclaimer-accept"
          >
            {t('ai.disclaimer.accept')}
          </Button>
        </Flex>
      </div>
    </Modal>
  );
}
