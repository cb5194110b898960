// /dcc/satisfactionSurvey (no footer): the documents satisfaction survey. Spec §5: document
// type, the other-type text when "other", the ratings and a suggestion are all required; §9: the
// total is out of 10. One answer per account and period: the status call says whether it is done,
// and brings the account's latest answers with the engineers' replies to their suggestions.
import { Button, Card, Input, List, Radio, Rate, Result, Skeleton, Space, Typography, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { useNavigate } from 'react-router';
import { limits } from '../../../contract/limits.ts';
import { fetchSurveyStatus, submitSurvey, surveyDimensions, surveyDocTypes } from '../../api/dcc.ts';
import type { SurveyBody, SurveyDimension, SurveyDocType, SurveyResult } from '../../api/dcc.ts';
import { ApiError } from '../../api/request.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { ReplyCell } from '../../components/replies/ReplyCell.tsx';
import './i18n/survey.ts';

type Values = {
  docType?: SurveyDocType;
  otherType?: string;
  ratings: Partial<Record<SurveyDimension, number>>;
  suggestion?: string;
};

export default function SurveyPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const docType = Form.useWatch('docType', form);
  const status = useQuery({
    queryKey: ['dcc', 'survey', 'status'],
    queryFn: ({ signal }) => fetchSurveyStatus(signal),
  });

  const submit = useMutation({
    mutationFn: (values: Values) => {
      const body: SurveyBody = {
        docType: values.docType!,
        otherType: values.docType === 'other' ? values.otherType?.trim() : undefined,
        ratings: values.ratings as Record<SurveyDimension, number>,
        suggestion: values.suggestion!.trim(),
      };
      return submitSurvey(body);
    },
    // A later visit asks the status again (done, with this score).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['dcc', 'survey', 'status'], refetchType: 'none' }),
    onError: (error) => {
      // Answered meanwhile (another tab): show the status the server holds.
      if (error instanceof ApiError && error.status === 409) void status.refetch();
      else
        notify({
          type: 'error',
          content: error instanceof ApiError && error.msg ? error.msg : t('common.operationError'),
          durationMs: limits.toastMs,
          closable: true,
        });
    },
  });

  const heading = (
    <div>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>{t('dcc.survey.title')}</h1>
      <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>
        {t('dcc.survey.intro')}
        {status.data ? ` ${t('dcc.survey.period', { period: status.data.period })}` : null}
      </p>
    </div>
  );
  const back = (
    <Button type="primary" onClick={() => void navigate('/dcc')}>
      {t('dcc.survey.backToDocs')}
    </Button>
  );

  // The account's earlier answers with the engineers' replies to the suggestions (the work queues).
  const answers = status.data?.answers ?? [];
  const history = answers.length ? (
    <Card title={t('dcc.survey.history.title')}>
      <List
        itemLayout="vertical"
        dataSource={answers}
        rowKey="period"
        renderItem={(answer) => (
          <List.Item>
            <Typography.Text strong>
              {t('dcc.survey.history.line', {
                period: answer.period,
                score: answer.totalScore,
                max: status.data?.maxScore || limits.surveyMaxScore,
              })}
            </Typography.Text>
            <Typography.Paragraph
              type="secondary"
              style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: '4px 0 8px' }}
            >
              {answer.suggestion}
            </Typography.Paragraph>
            <ReplyCell status={answer.status} reply={answer.reply} repliedAt={answer.repliedAt} />
          </List.Item>
        )}
      />
    </Card>
  ) : null;

  if (status.isLoading) {
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {heading}
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </Space>
    );
  }
  const answered: SurveyResult | null =
    submit.data ??
    (status.data?.done
      ? { period: status.data.period, totalScore: status.data.totalScore ?? 0, maxScore: status.data.maxScore }
      : null);
  if (answered) {
    const max = answered.maxScore || limits.surveyMaxScore;
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {heading}
        <Card>
          <Result
            status="success"
            title={submit.data ? t('dcc.survey.thanksTitle') : t('dcc.survey.doneTitle')}
            subTitle={
              submit.data
                ? t('dcc.survey.score', { score: answered.totalScore, max })
                : t('dcc.survey.doneScore', { score: answered.totalScore, max })
            }
            extra={back}
          />
        </Card>
        {history}
      </Space>
    );
  }

  const rateRule = (dimension: SurveyDimension): FormRule => ({
    required: true,
    validator: (_rule, value) =>
      typeof value === 'number' && value >= 1
        ? Promise.resolve()
        : Promise.reject(new Error(t('dcc.survey.rateRequired', { name: t(`dcc.survey.dimension.${dimension}`) }))),
  });

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {heading}
      <Card>
        <Form<Values>
          form={form}
          layout="vertical"
          onFinish={(values) => submit.mutate(values)}
          disabled={submit.isPending}
          style={{ maxWidth: 720 }}
          initialValues={{ ratings: {} }}
        >
          <Form.Item
            name="docType"
            label={t('dcc.survey.docType')}
            rules={[requiredSelect(t)]}
            validateTrigger={validateTrigger}
          >
            <Radio.Group
              options={surveyDocTypes.map((type) => ({ value: type, label: t(`dcc.survey.docTypes.${type}`) }))}
            />
          </Form.Item>
          {docType === 'other' ? (
            <Form.Item
              name="otherType"
              label={t('dcc.survey.otherType')}
              rules={[requiredText(t)]}
              validateTrigger={validateTrigger}
            >
              <Input maxLength={100} placeholder={t('dcc.survey.otherTypePlaceholder')} />
            </Form.Item>
          ) : null}
          <Form.Item
            label={t('dcc.survey.ratings')}
            required
            extra={t('dcc.survey.ratingsHint')}
            style={{ marginBottom: 8 }}
          >
            {surveyDimensions.map((dimension) => (
              <div
                key={dimension}
                style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 16 }}
              >
                <span style={{ width: 120, lineHeight: '32px' }}>{t(`dcc.survey.dimension.${dimension}`)}</span>
                <Form.Item
                  name={['ratings', dimension]}
                  rules={[rateRule(dimension)]}
                  validateTrigger={validateTrigger}
                  style={{ marginBottom: 4 }}
                >
                  <Rate aria-label={t(`dcc.survey.dimension.${dimension}`)} />
                </Form.Item>
              </div>
            ))}
          </Form.Item>
          <Form.Item
            name="suggestion"
            label={t('dcc.survey.suggestion')}
            rules={[requiredText(t)]}
            validateTrigger={validateTrigger}
          >
            <Input.TextArea
              rows={5}
              maxLength={limits.feedbackMaxChars}
              showCount
              placeholder={t('dcc.survey.suggestionPlaceholder')}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Button type="primary" htmlType="submit" loading={submit.isPending}>
              {t('dcc.survey.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {history}
    </Space>
  );
}
