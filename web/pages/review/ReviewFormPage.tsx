// /review/reviewAdd and /review/reviewEdit?id= (M09, submitting needs review.create): every field of
// a review (spec §3) and its attachment, exactly one .zip uploaded with a progress bar and checked by
// the server before the form can be sent. Edit is offered only while no engineer has taken the
// review (the server refuses it otherwise with 409). Both languages; rules on blur and change.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Flex, Input, Radio, Result, Select, Skeleton, Space, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  addReview,
  edaTools,
  editReview,
  fetchReviewOptions,
  memoryTypes,
  reviewLimits,
  reviewTypes,
  sideTypes,
} from '../../api/review.ts';
import type { ReviewBody, ReviewDetail, ReviewFile } from '../../api/review.ts';
import { requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { ZipField } from './upload.tsx';
import { idOf, reviewPaths } from './reviewQuery.ts';
import { useReviewOf } from './useReview.ts';
import './i18n/review.ts';

type Values = Omit<ReviewBody, 'fileId'> & { attachment: ReviewFile | null };

const valuesOf = (review: ReviewDetail): Values => ({
  reviewType: review.reviewType,
  pcbProject: review.pcbProject,
  projectId: review.projectId,
  platformId: review.platformId,
  contacts: review.contacts,
  edaTool: review.edaTool,
  referenceDesign: review.referenceDesign,
  pcbEdition: review.pcbEdition,
  stackStructure: review.stackStructure,
  sideType: review.sideType,
  memoryType: review.memoryType,
  hasRevision: review.hasRevision,
  revisionDesc: review.revisionDesc,
  hasNewFunction: review.hasNewFunction,
  newFunctionDesc: review.newFunctionDesc,
  attachment: review.attachment,
  confidential: review.confidential,
  remark: review.remark,
});

function ReviewForm({ review }: { review: ReviewDetail | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const hasRevision = Form.useWatch('hasRevision', form);
  const hasNewFunction = Form.useWatch('hasNewFunction', form);
  const options = useQuery({
    queryKey: ['review', 'options'],
    queryFn: ({ signal }) => fetchReviewOptions(signal),
    staleTime: 5 * 60_000,
  });

  const save = useMutation({
    mutationFn: ({ attachment, ...values }: Values) => {
      const body: ReviewBody = {
        ...values,
        revisionDesc: values.hasRevision ? (values.revisionDesc ?? '').trim() : '',
        newFunctionDesc: values.hasNewFunction ? (values.newFunctionDesc ?? '').trim() : '',
        fileId: attachment!.fileId,
      };
      return review ? editReview({ ...body, id: review.id }) : addReview(body);
    },
    onSuccess: (created) => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['review'] });
      void navigate(reviewPaths.detail(created.id), { replace: true });
    },
  });

  const item = (
    name: keyof Values,
    control: ReactNode,
    rules: 'text' | 'select' | null,
    wide = false,
    extra?: string,
  ) => (
    <Form.Item
      name={name}
      label={t(`review.field.${name === 'platformId' ? 'chip' : name === 'projectId' ? 'project' : name}`)}
      validateTrigger={validateTrigger}
      rules={rules === 'text' ? [requiredText(t)] : rules === 'select' ? [requiredSelect(t)] : []}
      style={wide ? { gridColumn: '1 / -1' } : undefined}
      extra={extra}
    >
      {control}
    </Form.Item>
  );
  const yesNo = (
    <Radio.Group
      options={[
        { value: true, label: t('review.yes') },
        { value: false, label: t('review.no') },
      ]}
    />
  );
  const select = (values: readonly string[], group: string) => (
    <Select options={values.map((value) => ({ value, label: t(`review.${group}.${value}`) }))} />
  );
  const refs = (key: 'projects' | 'platforms') => (
    <Select
      showSearch
      optionFilterProp="label"
      loading={options.isPending}
      options={(options.data?.[key] ?? []).map((ref) => ({ value: ref.id, label: ref.name }))}
    />
  );

  return (
    <Card>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={
          review
            ? valuesOf(review)
            : { hasRevision: false, hasNewFunction: false, confidential: false, attachment: null, sideType: 'double' }
        }
        onFinish={(values) => save.mutate(values)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', columnGap: 24 }}
      >
        {item('reviewType', select(reviewTypes, 'type'), 'select')}
        {item('pcbProject', <Input maxLength={reviewLimits.pcbProject} />, 'text')}
        {item('projectId', refs('projects'), 'select')}
        {item('platformId', refs('platforms'), 'select')}
        {item(
          'contacts',
          <Input maxLength={reviewLimits.contacts} placeholder={t('review.form.contactsPlaceholder')} />,
          'text',
        )}
        {item('edaTool', select(edaTools, 'eda'), 'select')}
        {item('referenceDesign', <Input maxLength={reviewLimits.referenceDesign} />, null)}
        {item('pcbEdition', <Input maxLength={reviewLimits.pcbEdition} />, 'text')}
        {item(
          'stackStructure',
          <Input maxLength={reviewLimits.stackStructure} placeholder={t('review.form.stackPlaceholder')} />,
          'text',
        )}
        {item('sideType', select(sideTypes, 'side'), 'select')}
        {item('memoryType', select(memoryTypes, 'memory'), 'select')}
        {item('confidential', yesNo, 'select', false, t('review.form.confidentialHelp'))}
        {item('hasRevision', yesNo, 'select')}
        {item('hasNewFunction', yesNo, 'select')}
        {hasRevision
          ? item(
              'revisionDesc',
              <Input.TextArea rows={3} maxLength={reviewLimits.description} showCount />,
              'text',
              true,
            )
          : null}
        {hasNewFunction
          ? item(
              'newFunctionDesc',
              <Input.TextArea rows={3} maxLength={reviewLimits.description} showCount />,
              'text',
              true,
            )
          : null}
        <Form.Item
          name="attachment"
          label={t('review.field.attachment')}
          validateTrigger={validateTrigger}
          rules={[{ required: true, message: t('review.upload.zipRequired') }]}
          style={{ gridColumn: '1 / -1' }}
        >
          <ZipField onBusy={setUploading} />
        </Form.Item>
        {item('remark', <Input.TextArea rows={3} maxLength={reviewLimits.remark} showCount />, null, true)}
        <Flex gap={token.marginSM} style={{ gridColumn: '1 / -1' }}>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
            {t(review ? 'review.form.save' : 'review.form.submit')}
          </Button>
          <Button onClick={() => void navigate(-1)}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}

export default function ReviewFormPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const editing = location.pathname === '/review/reviewEdit';
  const id = idOf(searchParams);
  // The review to edit, read as its detail reads it (the same cached query); none to add.
  const { detail, notFound } = useReviewOf('customer', editing ? id : null);

  const back = (
    <Button type="primary" onClick={() => void navigate(reviewPaths.list)}>
      {t('review.detail.backToList')}
    </Button>
  );
  let body: ReactNode;
  if (!editing) body = <ReviewForm review={null} />;
  else if (id === null || notFound) body = <Result status="404" title={t('review.detail.notFound')} extra={back} />;
  else if (detail.isError) body = <Result status="error" title={t('review.detail.loadError')} extra={back} />;
  else if (!detail.data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (!detail.data.can.edit)
    body = (
      <Result
        status="warning"
        title={t('review.form.editNotAllowed')}
        extra={
          <Button type="primary" onClick={() => void navigate(reviewPaths.detail(id), { replace: true })}>
            {t('review.form.toDetail')}
          </Button>
        }
      />
    );
  else body = <ReviewForm key={detail.data.id} review={detail.data} />;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <div>
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} style={{ paddingInline: 0 }}>
          {t('review.back')}
        </Button>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
          {t(editing ? 'review.edit.title' : 'review.add.title')}
        </h1>
        <p style={{ margin: `${token.marginXXS}px 0 0`, color: token.colorTextSecondary }}>{t('review.form.intro')}</p>
      </div>
      {body}
    </Space>
  );
}
