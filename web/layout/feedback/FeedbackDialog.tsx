// The feedback dialog (spec §2, §5): a subject among the menu names in the current language plus
// Other, the feedback text (required, at most limits.feedbackMaxChars, with a counter), Cancel and
// Submit. Success: 'Operation success', the dialog closes and clears. The page is the current path.
// A second tab shows the account's own feedback with the engineers' replies (FeedbackHistory).
import { useRef, useState } from 'react';
import { Button, Input, Modal, Select, Tabs, Typography } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useLocation } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { sendFeedback } from '../../api/feedback.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { menuName, moduleEntries } from '../menuModel.ts';
import { useMenu } from '../../stores/menu.ts';
import { closeFeedback, useFeedbackDialog } from './feedbackDialog.ts';
import { FeedbackHistory } from './FeedbackHistory.tsx';

type FeedbackValues = { subject?: string; feedback?: string };

const otherKey = 'other';

export default function FeedbackDialog() {
  const { t } = useTranslation();
  const [form] = Form.useForm<FeedbackValues>();
  const queryClient = useQueryClient();
  const open = useFeedbackDialog((state) => state.open);
  const { pathname } = useLocation();
  const language = useSession((state) => state.language);
  const isChild = useSession((state) => state.isChild);
  const menu = useMenu();
  const max = limits.feedbackMaxChars;
  // Write, or read back what was written with the replies.
  const [tab, setTab] = useState<'write' | 'history'>('write');

  // The options are menu codes, so a language switch renames them without losing the choice;
  // the server stores the name the user saw.
  const entries = moduleEntries(menu.data?.menus ?? [], isChild);
  const options = [
    ...entries.map((entry) => ({ value: entry.funcNo, label: menuName(entry, language) })),
    { value: otherKey, label: t('layout.feedback.other') },
  ];

  const submit = useMutation({
    mutationFn: (values: Required<FeedbackValues>) =>
      sendFeedback({
        subject: options.find((option) => option.value === values.subject)?.label ?? values.subject,
        feedback: values.feedback.trim(),
        page: pathname,
      }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      form.resetFields();
      closeFeedback();
      void queryClient.invalidateQueries({ queryKey: ['feedback', 'mine'] });
    },
    // A refusal is shown by the request layer (spec §8); the dialog keeps the text.
  });

  // A ref, not isPending: two quick clicks both pass validation before the button re-renders.
  const sending = useRef(false);
  const onFinish = (values: FeedbackValues) => {
    if (sending.current) return;
    sending.current = true;
    submit.mutate(
      { subject: values.subject ?? '', feedback: values.feedback ?? '' },
      {
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('layout.feedback.title')}
      onCancel={closeFeedback}
      maskClosable={false}
      width={560}
      footer={
        tab === 'write'
          ? [
              <Button key="cancel" onClick={closeFeedback}>
                {t('common.cancel')}
              </Button>,
              <Button key="submit" type="primary" loading={submit.isPending} onClick={() => form.submit()}>
                {t('layout.feedback.submit')}
              </Button>,
            ]
          : [
              <Button key="close" onClick={closeFeedback}>
                {t('common.close')}
              </Button>,
            ]
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'write' | 'history')}
        size="small"
        items={[
          { key: 'write', label: t('layout.feedback.write') },
          { key: 'history', label: t('layout.feedback.history') },
        ]}
      />
      {tab === 'history' ? <FeedbackHistory /> : null}
      <div hidden={tab !== 'write'}>
        <Typography.Paragraph type="secondary">{t('layout.feedback.intro')}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark>
          <Form.Item
            name="subject"
            label={t('layout.feedback.subject')}
            validateTrigger={validateTrigger}
            rules={[requiredSelect(t)]}
          >
            <Select
              options={options}
              placeholder={t('layout.feedback.subjectPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              virtual={false}
            />
          </Form.Item>
          <Form.Item
            name="feedback"
            label={t('layout.feedback.content')}
            validateTrigger={validateTrigger}
            rules={[requiredText(t), { max, message: t('layout.feedback.tooLong', { max }) }]}
          >
            <Input.TextArea
              rows={6}
              showCount
              maxLength={max}
              placeholder={t('layout.feedback.contentPlaceholder', { max })}
            />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
