// The rich text of an article in the staff form: its HTML in a text area with a small toolbar that
// wraps the selection in the tags the portal keeps (contract/richText.ts), and a preview drawn by the
// same renderer customers see (web/pages/faq/RichText.tsx). No editor library: the server sanitizes
// whatever is sent, and the preview shows what will remain. A controlled field for antd Form.
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Flex, Input, Segmented, Tooltip, Typography, theme } from 'antd';
import type { GetRef } from 'antd';
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from '../../i18n/translate.ts';
import { RichText } from '../faq/RichText.tsx';

const previewStyles =
  '.rich-text-preview .article-rich-text{font-size:14px;line-height:1.8;word-break:break-word}' +
  '.rich-text-preview code{background:rgba(0,0,0,.05);padding:1px 4px;border-radius:4px}' +
  '.rich-text-preview pre{background:rgba(0,0,0,.04);padding:12px;border-radius:6px;overflow:auto}' +
  '.rich-text-preview table{border-collapse:collapse;margin:8px 0}.rich-text-preview th,.rich-text-preview td{border:1px solid #e5e6eb;padding:4px 8px}' +
  '.rich-text-preview blockquote{margin:8px 0;padding-left:12px;border-left:3px solid #d0d7e5;color:rgba(0,0,0,.65)}';

type Wrap = { key: string; icon?: ReactNode; text?: string; before: string; after: string; sample: string };

const wraps: Wrap[] = [
  { key: 'paragraph', text: 'P', before: '<p>', after: '</p>', sample: '…' },
  { key: 'heading', text: 'H2', before: '<h2>', after: '</h2>', sample: '…' },
  { key: 'subheading', text: 'H3', before: '<h3>', after: '</h3>', sample: '…' },
  { key: 'bold', icon: <BoldOutlined />, before: '<strong>', after: '</strong>', sample: '…' },
  { key: 'italic', icon: <ItalicOutlined />, before: '<em>', after: '</em>', sample: '…' },
  { key: 'list', icon: <UnorderedListOutlined />, before: '<ul>\n  <li>', after: '</li>\n</ul>', sample: '…' },
  { key: 'orderedList', icon: <OrderedListOutlined />, before: '<ol>\n  <li>', after: '</li>\n</ol>', sample: '…' },
  { key: 'link', icon: <LinkOutlined />, before: '<a href="https://">', after: '</a>', sample: '…' },
  { key: 'code', icon: <CodeOutlined />, before: '<code>', after: '</code>', sample: '…' },
  { key: 'quote', text: '❝', before: '<blockquote>', after: '</blockquote>', sample: '…' },
];

export function RichTextField({
  id,
  value,
  onChange,
  onBlur,
  maxLength,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  maxLength: number;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'edit' | 'preview'>('edit');
  const area = useRef<GetRef<typeof Input.TextArea>>(null);
  const text = value ?? '';

  const wrap = ({ before, after, sample }: Wrap) => {
    const element = area.current?.resizableTextArea?.textArea;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    const chosen = text.slice(start, end) || sample;
    onChange?.(text.slice(0, start) + before + chosen + after + text.slice(end));
    // The wrapped words stay selected, ready for the next tag.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + before.length, start + before.length + chosen.length);
    });
  };

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={token.marginXS} style={{ marginBottom: token.marginXS }}>
        <Flex wrap gap={2} role="toolbar" aria-label={t('articlesAdmin.editor.toolbar')}>
          {wraps.map((w) => (
            <Tooltip key={w.key} title={t(`articlesAdmin.editor.${w.key}`)}>
              <Button
                size="small"
                icon={w.icon}
                aria-label={t(`articlesAdmin.editor.${w.key}`)}
                disabled={mode === 'preview'}
                onClick={() => wrap(w)}
              >
                {w.text}
              </Button>
            </Tooltip>
          ))}
        </Flex>
        <Segmented<'edit' | 'preview'>
          size="small"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'edit', label: t('articlesAdmin.editor.edit') },
            { value: 'preview', label: t('articlesAdmin.editor.preview') },
          ]}
        />
      </Flex>
      {mode === 'edit' ? (
        <Input.TextArea
          id={id}
          ref={area}
          value={text}
          onChange={(event) => onChange?.(event.target.value)}
          onBlur={onBlur}
          maxLength={maxLength}
          autoSize={{ minRows: 10, maxRows: 22 }}
          spellCheck={false}
          style={{ fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM }}
        />
      ) : (
        <div
          className="rich-text-preview"
          data-testid="rich-text-preview"
          style={{
            minHeight: 200,
            maxHeight: 480,
            overflow: 'auto',
            padding: token.paddingSM,
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadius,
          }}
        >
          <style>{previewStyles}</style>
          {text.trim() ? (
            <RichText html={text} />
          ) : (
            <Typography.Text type="secondary">{t('articlesAdmin.editor.empty')}</Typography.Text>
          )}
        </div>
      )}
      <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {t('articlesAdmin.editor.help')}
      </Typography.Text>
    </div>
  );
}
