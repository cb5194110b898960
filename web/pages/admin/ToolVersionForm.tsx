// A tool's new version in the staff console: its name, change log and file; the server makes it the
// tool's current file and, for a released tool, announces the update to its subscribers.
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { Form } from '../../components/Form.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { addToolVersion, publishLimits, uploadPath } from '../../api/publish.ts';
import type { CatalogAdminItem } from '../../api/publish.ts';
import { requiredText, validateTrigger } from '../../components/formRules.ts';
import { AdminConsoleFileField, type AdminConsoleFile } from '../../components/publishing/AdminConsoleFileField.tsx';
import { notify } from '../../notify.ts';

type Values = { versionName: string; log?: string };

export function ToolVersionForm({ tool, onClose }: { tool: CatalogAdminItem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<AdminConsoleFile | null>(null);
  const [uploading, setUploading] = useState(false);
  const save = useMutation({
    mutationFn: (values: Values) => addToolVersion(tool.id, { ...values, fileId: file!.fileId }),
    onSuccess: () => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'catalog', 'tool'] });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={t('catalogAdmin.versionTitle', { name: tool.name })}
      okText={t('catalogAdmin.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: uploading || !file }}
      onOk={() =>
        void form.validateFields().then(
          (values) => save.mutateAsync(values).catch(() => {}),
          () => {},
        )
      }
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical">
        <Form.Item
          name="versionName"
          label={t('catalogAdmin.field.versionName')}
          validateTrigger={validateTrigger}
          rules={[requiredText(t)]}
        >
          <Input maxLength={publishLimits.version} />
        </Form.Item>
        <Form.Item name="log" label={t('catalogAdmin.field.log')}>
          <Input.TextArea rows={4} maxLength={publishLimits.toolLog} showCount />
        </Form.Item>
        <Form.Item label={t('catalogAdmin.field.file')} required>
          <AdminConsoleFileField
            path={uploadPath}
            value={file}
            onChange={setFile}
            onBusy={setUploading}
            uploadLabel={t('catalogAdmin.upload')}
            emptyText={t('catalogAdmin.noFile')}
            failedText={(reason) => t('catalogAdmin.uploadFailed', { reason })}
            testId="tool-version-file"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
