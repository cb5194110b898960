// /train/add?courseId= and /train/edit?id= (M10, train.apply): the application for an on-shelf
// course — expected time and place, contact name and phone (a valid phone), attendees (a positive
// integer), description and postscript. Rules as spec §5 and contract/train.ts say, checked on blur
// and on change with the spec's messages; the server judges again. An application is editable only
// while to be confirmed; afterwards the form says so instead.
import { Alert, Button, Card, DatePicker, Descriptions, Input, Space, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import {
  applyForTraining,
  editTraining,
  fetchShelfCourse,
  fetchTrain,
  isPositiveInteger,
  may,
  positiveIntegerKey,
  trainLimits,
} from '../../api/train.ts';
import type { TrainBody } from '../../api/train.ts';
import { phoneRule, requiredSelect, requiredText, validateTrigger } from '../../components/formRules.ts';
import { phoneMaxLength } from '../../../contract/rules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { DetailState, idOf, retryUnlessRefused } from './DetailState.tsx';
import { courseNameOf, viewPath } from './paths.ts';
import './i18n/train.ts';

type Values = {
  expectedAt?: Dayjs;
  address?: string;
  contactName?: string;
  contactPhone?: string;
  attendees?: string;
  description?: string;
  postscript?: string;
};

const timeFormat = 'YYYY-MM-DD HH:mm';

export default function TrainFormPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const language = useSession((state) => state.language);
  const editing = location.pathname === '/train/edit';
  const id = idOf(searchParams.get(editing ? 'id' : 'courseId'));
  const [form] = Form.useForm<Values>();

  const course = useQuery({
    queryKey: ['train', 'shelf', 'detail', id],
    queryFn: ({ signal }) => fetchShelfCourse(id!, signal),
    enabled: !editing && id !== null,
    retry: retryUnlessRefused,
  });
  const application = useQuery({
    queryKey: ['train', 'detail', id],
    queryFn: ({ signal }) => fetchTrain(id!, signal),
    enabled: editing && id !== null,
    retry: retryUnlessRefused,
  });

  const back = () => {
    if ((location.state as { fromList?: boolean } | null)?.fromList) void navigate(-1);
    else if (editing && id !== null) void navigate(viewPath(id));
    else void navigate(editing ? '/train' : '/train/shelfTrain');
  };

  const save = useMutation({
    mutationFn: (values: Values) => {
      const body: Omit<TrainBody, 'courseId'> = {
        expectedAt: values.expectedAt!.second(0).millisecond(0).toISOString(),
        address: values.address!.trim(),
        contactName: values.contactName!.trim(),
        contactPhone: values.contactPhone!.trim(),
        attendees: Number(values.attendees!.trim()),
        description: values.description?.trim() ?? '',
        postscript: values.postscript?.trim() ?? '',
      };
      return editing ? editTraining({ ...body, id: id! }) : applyForTraining({ ...body, courseId: id! });
    },
    onSuccess: (created) => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['train'] });
      void navigate(viewPath(created.id), { replace: true });
    },
  });

  const loaded = editing ? application : course;
  if (!loaded.data)
    return (
      <DetailState
        validId={id !== null}
        error={loaded.error}
        onRetry={() => void loaded.refetch()}
        back={
          <Button type="primary" onClick={back}>
            {t('trainPage.back')}
          </Button>
        }
      />
    );

  const a = application.data;
  const summary = a
    ? { name: courseNameOf(a, language), chip: a.chip }
    : {
        name: courseNameOf({ courseName: course.data!.name, courseNameEn: course.data!.nameEn }, language),
        chip: course.data!.chip,
      };
  const initialValues: Values = a
    ? {
        expectedAt: dayjs(a.expectedAt),
        address: a.address,
        contactName: a.contactName,
        contactPhone: a.contactPhone,
        attendees: String(a.attendees),
        description: a.description,
        postscript: a.postscript,
      }
    : {};
  const locked = a !== undefined && !may('edit', a.status);

  const futureRule: FormRule = {
    validator: (_rule, value: Dayjs | undefined) =>
      !value || value.isAfter(dayjs()) ? Promise.resolve() : Promise.reject(new Error(t('trainForm.futureTime'))),
  };
  const attendeesRule: FormRule = {
    validator: (_rule, value: string | undefined) => {
      if (!value?.trim()) return Promise.resolve();
      if (!isPositiveInteger(value)) return Promise.reject(new Error(t(positiveIntegerKey)));
      return Number(value) <= trainLimits.attendeesMax
        ? Promise.resolve()
        : Promise.reject(new Error(t('trainForm.attendeesMax', { max: trainLimits.attendeesMax })));
    },
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, fontWeight: 600 }}>
        {t(editing ? 'trainForm.editTitle' : 'trainForm.addTitle')}
      </h1>
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'course', label: t('trainForm.course'), children: summary.name },
            { key: 'chip', label: t('trainPage.field.chip'), children: summary.chip },
          ]}
        />
      </Card>
      <Card>
        {locked ? (
          <Alert type="warning" showIcon title={t('trainForm.notEditable')} style={{ marginBottom: 16 }} />
        ) : null}
        <Form<Values>
          name="trainForm"
          form={form}
          layout="vertical"
          validateTrigger={validateTrigger}
          initialValues={initialValues}
          disabled={locked}
          onFinish={(values) => save.mutate(values)}
          style={{ maxWidth: 720 }}
        >
          <Form.Item name="expectedAt" label={t('trainPage.field.expectedAt')} rules={[requiredSelect(t), futureRule]}>
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format={timeFormat}
              placeholder={t('trainForm.expectedAtPlaceholder')}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item name="address" label={t('trainPage.field.address')} rules={[requiredText(t)]}>
            <Input maxLength={trainLimits.address} showCount placeholder={t('trainForm.addressPlaceholder')} />
          </Form.Item>
          <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
            <Form.Item
              name="contactName"
              label={t('trainPage.field.contactName')}
              rules={[requiredText(t)]}
              style={{ width: 260 }}
            >
              <Input maxLength={trainLimits.contactName} />
            </Form.Item>
            <Form.Item
              name="contactPhone"
              label={t('trainPage.field.contactPhone')}
              rules={[requiredText(t), phoneRule(t)]}
              style={{ width: 260 }}
            >
              <Input maxLength={phoneMaxLength} inputMode="tel" />
            </Form.Item>
            <Form.Item
              name="attendees"
              label={t('trainPage.field.attendees')}
              rules={[requiredText(t), attendeesRule]}
              style={{ width: 200 }}
            >
              <Input
                inputMode="numeric"
                placeholder={t('trainForm.attendeesPlaceholder', { max: trainLimits.attendeesMax })}
              />
            </Form.Item>
          </div>
          <Form.Item name="description" label={t('trainPage.field.description')}>
            <Input.TextArea
              rows={4}
              maxLength={trainLimits.description}
              showCount
              placeholder={t('trainForm.descriptionPlaceholder')}
            />
          </Form.Item>
          <Form.Item name="postscript" label={t('trainPage.field.postscript')}>
            <Input.TextArea
              rows={3}
              maxLength={trainLimits.postscript}
              showCount
              placeholder={t('trainForm.postscriptPlaceholder')}
            />
          </Form.Item>
          <Form.Item style={{ marginBottom: 0 }}>
            <Space>
              <Button type="primary" htmlType="submit" loading={save.isPending}>
                {t(editing ? 'trainForm.save' : 'trainForm.submit')}
              </Button>
              <Button onClick={back} disabled={false}>
                {t('trainForm.cancel')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
      </Card>
    </Space>
  );
}
