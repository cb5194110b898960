// The task form (spec §3, §5) of a new task, a draft and a re-simulation. "Save draft" checks only
// the fields that hold something (a draft may be incomplete, never malformed); "Submit" checks every
// rule the server's completeBody checks. The three files upload resumably as they are chosen, and
// neither button can be pressed while one is on its way.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Card, Flex, Input, Select, theme } from 'antd';
import { Form } from '../../components/Form.tsx';
import type { FormRule } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/translate.ts';
import { ApiError } from '../../api/request.ts';
import {
  createDraft,
  inputRoles,
  layerCounts,
  pcbUnits,
  resimulate,
  simulationLimits,
  simulationTypes,
  submitSimulation,
  updateDraft,
} from '../../api/simulation.ts';
import type { FileRole, InputRole, SimulationDetail } from '../../api/simulation.ts';
import {
  alnumRule,
  decimalRule,
  emailRule,
  nameRule,
  requiredSelect,
  requiredText,
  validateTrigger,
} from '../../components/formRules.ts';
import { notify } from '../../notify.ts';
import { useSession } from '../../stores/session.ts';
import { simulationPaths } from './simulationQuery.ts';
import { bodyOf, formFieldOf, hasValue, valuesOf } from './taskValues.ts';
import type { TaskField, TaskValues } from './taskValues.ts';
import { TusUploadField } from './TusUploadField.tsx';
import { useSimulationOptions } from './useSimulation.ts';
import './i18n/simulation.ts';

/** New task, a draft being edited (saved and submitted as that draft), or a finished task again. */
export type TaskFormMode = 'add' | 'draft' | 'resimulate';

const wide = { gridColumn: '1 / -1' } as const;
/** Fields whose label is the list column's. */
const labelOf: Partial<Record<TaskField, string>> = { platformId: 'platform', projectId: 'project' };

export function TaskForm({
  mode,
  task,
  onCancel,
}: {
  mode: TaskFormMode;
  task: SimulationDetail | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useSession((state) => state.email);
  const [form] = Form.useForm<TaskValues>();
  const [uploading, setUploading] = useState<ReadonlySet<FileRole>>(new Set());
  const options = useSimulationOptions();
  const draftId = mode === 'draft' ? (task?.id ?? null) : null;

  /** A server refusal that names a field (400 data.field) is shown on that field too. */
  const showFieldError = (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    const name = formFieldOf((error.data as { field?: unknown } | null)?.field);
    if (name) form.setFields([{ name, errors: [error.msg] }]);
  };

  const saveDraft = useMutation({
    mutationFn: (values: TaskValues) =>
      draftId === null ? createDraft(bodyOf(values)) : updateDraft(draftId, bodyOf(values)),
    onSuccess: (saved) => {
      notify({ type: 'success', content: t('simulation.form.draftSaved') });
      void queryClient.invalidateQueries({ queryKey: ['simulation'] });
      // A new draft gets its own address: the next save updates it instead of making another.
      if (draftId === null) void navigate(simulationPaths.editDraft(saved.id), { replace: true });
    },
    onError: showFieldError,
  });
  const submit = useMutation({
    mutationFn: (values: TaskValues) => {
      const body = bodyOf(values);
      if (mode === 'resimulate' && task) return resimulate(task.id, body);
      return submitSimulation(draftId === null ? body : { ...body, draftId });
    },
    onSuccess: (submitted) => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['simulation'] });
      void navigate(`${simulationPaths.submissions}?detail=${submitted.id}`, { replace: true });
    },
    onError: showFieldError,
  });
  const sending = saveDraft.isPending || submit.isPending;

  const onSaveDraft = async () => {
    const values = form.getFieldsValue(true) as TaskValues;
    const names = Object.keys(values) as TaskField[];
    const filled = names.filter((name) => hasValue(values[name]));
    try {
      await form.validateFields(filled);
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return;
    }
    // What an earlier Submit said about empty fields does not apply to a draft.
    form.setFields(names.filter((name) => !hasValue(values[name])).map((name) => ({ name, errors: [] })));
    saveDraft.mutate(values);
  };

  const setBusy = (role: FileRole, busy: boolean) =>
    setUploading((current) => {
      const next = new Set(current);
      if (busy) next.add(role);
      else next.delete(role);
      return next;
    });

  const item = (name: TaskField, control: ReactNode, rules: FormRule[], extra?: ReactNode, style?: object) => (
    <Form.Item
      name={name}
      label={t(`simulation.field.${labelOf[name] ?? name}`)}
      validateTrigger={validateTrigger}
      rules={rules}
      extra={extra}
      style={style}
    >
      {control}
    </Form.Item>
  );
  const section = (key: string) => (
    <h3 style={{ ...wide, margin: `${token.marginXS}px 0 ${token.marginSM}px`, fontSize: token.fontSizeLG }}>
      {t(`simulation.form.section.${key}`)}
    </h3>
  );
  const refs = (key: 'projects' | 'platforms') => (
    <Select
      showSearch
      allowClear
      optionFilterProp="label"
      placeholder={t('simulation.form.selectPlaceholder')}
      loading={options.isPending}
      options={(options.data?.[key] ?? []).map((ref) => ({ value: ref.id, label: ref.name }))}
    />
  );
  const decimal = (suffix?: string) => (
    <Input maxLength={simulationLimits.decimal} inputMode="decimal" suffix={suffix} allowClear />
  );
  const fileRule: FormRule = {
    required: true,
    validator: (_rule, value) =>
      value ? Promise.resolve() : Promise.reject(new Error(t('simulation.form.fileRequired'))),
  };
  const fileItem = (role: InputRole) => (
    <Form.Item
      key={role}
      name={role}
      label={t(`simulation.role.${role}`)}
      validateTrigger={validateTrigger}
      rules={[fileRule]}
      style={wide}
    >
      <TusUploadField role={role} onBusy={setBusy} />
    </Form.Item>
  );

  return (
    <Card>
      <Form<TaskValues>
        form={form}
        layout="vertical"
        scrollToFirstError={{ block: 'center' }}
        initialValues={
          task ? valuesOf(task) : { board: null, stackup: null, netlist: null, contactEmail: email || undefined }
        }
        onFinish={(values) => submit.mutate(values)}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 24 }}
      >
        {section('task')}
        {item(
          'simulationType',
          <Select
            placeholder={t('simulation.form.selectPlaceholder')}
            allowClear
            options={simulationTypes.map((type) => ({ value: type, label: t(`simulation.type.${type}`) }))}
          />,
          [requiredSelect(t)],
        )}
        {item('platformId', refs('platforms'), [requiredSelect(t)])}
        {item('projectId', refs('projects'), [requiredSelect(t)])}
        {item('designName', <Input maxLength={simulationLimits.designName} allowClear />, [
          requiredText(t),
          alnumRule(t),
        ])}
        {item('boardVersion', <Input maxLength={simulationLimits.boardVersion} allowClear />, [
          requiredText(t),
          alnumRule(t),
        ])}
        {section('board')}
        {item(
          'layerCount',
          <Select
            placeholder={t('simulation.form.selectPlaceholder')}
            allowClear
            options={layerCounts.map((count) => ({ value: count, label: t('simulation.layers', { count }) }))}
          />,
          [requiredSelect(t)],
        )}
        {item(
          'unit',
          <Select
            placeholder={t('simulation.form.selectPlaceholder')}
            allowClear
            options={pcbUnits.map((unit) => ({ value: unit, label: t(`simulation.unit.${unit}`) }))}
          />,
          [requiredSelect(t)],
        )}
        {item('boardThickness', decimal(), [requiredText(t), decimalRule(t)], t('simulation.form.thicknessHelp'))}
        {item('maxFrequency', decimal('GHz'), [requiredText(t), decimalRule(t)])}
        {item('targetImpedance', decimal(), [requiredText(t), decimalRule(t)], t('simulation.form.impedanceHelp'))}
        {section('contact')}
        {item('contactName', <Input maxLength={simulationLimits.contactName} allowClear />, [
          requiredText(t),
          nameRule(t),
        ])}
        {item('contactEmail', <Input maxLength={254} type="email" allowClear />, [requiredText(t), emailRule(t)])}
        {item('remark', <Input.TextArea rows={3} maxLength={simulationLimits.remark} showCount />, [], undefined, wide)}
        {section('files')}
        {inputRoles.map(fileItem)}
        <Flex gap={token.marginSM} wrap style={wide}>
          <Button
            type="primary"
            htmlType="submit"
            loading={submit.isPending}
            disabled={uploading.size > 0 || saveDraft.isPending}
          >
            {t(mode === 'resimulate' ? 'simulation.form.resimulate' : 'simulation.form.submit')}
          </Button>
          {mode === 'resimulate' ? null : (
            <Button
              onClick={() => void onSaveDraft()}
              loading={saveDraft.isPending}
              disabled={uploading.size > 0 || submit.isPending}
            >
              {t('simulation.form.saveDraft')}
            </Button>
          )}
          <Button onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
