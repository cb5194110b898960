// The disclaimers behind the footer link: read, then closed with antd's own OK button. With the
// query client (PortalFooter loads it along: the bare pages have none).
import { Modal } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { DisclaimersText, useDisclaimers } from './DisclaimersText.tsx';

export default function DisclaimersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const disclaimers = useDisclaimers();
  return (
    <Modal
      open={open}
      title={disclaimers.data?.title ?? t('layout.disclaimers.title')}
      onOk={onClose}
      onCancel={onClose}
      width={640}
      // antd's OK, in antd's locale ("确定" / "OK"): the dialog asks nothing, it only informs.
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <DisclaimersText />
    </Modal>
  );
}
