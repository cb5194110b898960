// The caller's conversations, newest first: "New conversation", one row each (title, last change)
// that opens it, and its deletion, confirmed by title. Locked while an answer is being written.
import { Button, Card, Empty, Flex, Popconfirm, Skeleton, Tooltip, Typography, theme } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteConversation } from '../../api/ai.ts';
import type { ConversationRow } from '../../api/ai.ts';
import { formatTime } from '../../components/format.ts';
import { useTranslation } from '../../i18n/translate.ts';
import { notify } from '../../notify.ts';
import { aiKeys, useConversations } from './aiQueries.ts';
import './i18n/ai.ts';

export type ConversationListProps = {
  selected: number | null;
  disabled: boolean;
  onSelect: (id: number) => void;
  onNew: () => void;
  onDeleted: (id: number) => void;
};

export function ConversationList({ selected, disabled, onSelect, onNew, onDeleted }: ConversationListProps) {
  const { t } = useTranslation();
  const conversations = useConversations();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (id: number) => deleteConversation(id),
    onSuccess: (_, id) => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      queryClient.removeQueries({ queryKey: aiKeys.messages(id) });
      onDeleted(id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.conversations }),
  });
  const rows = conversations.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Card
      size="small"
      title={t('ai.conversations.title')}
      extra={
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          disabled={disabled}
          onClick={onNew}
          data-testid="ai-new-conversation"
        >
          {t('ai.conversations.new')}
        </Button>
      }
      styles={{ body: { padding: 8, maxHeight: 'calc(100vh - 300px)', minHeight: 240, overflowY: 'auto' } }}
    >
      {conversations.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('ai.conversations.empty')} />
      ) : (
        rows.map((row) => (
          <ConversationItem
            key={row.id}
            row={row}
            active={row.id === selected}
            disabled={disabled}
            deleting={remove.isPending && remove.variables === row.id}
            onSelect={() => onSelect(row.id)}
            onDelete={() => remove.mutateAsync(row.id).catch(() => {})}
          />
        ))
      )}
      {conversations.hasNextPage ? (
        <Button
          type="link"
          block
          loading={conversations.isFetchingNextPage}
          onClick={() => void conversations.fetchNextPage()}
        >
          {t('ai.conversations.more')}
        </Button>
      ) : null}
    </Card>
  );
}

function ConversationItem(props: {
  row: ConversationRow;
  active: boolean;
  disabled: boolean;
  deleting: boolean;
  onSelect: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { row, active, disabled } = props;
  return (
    <Flex
      align="center"
      gap={4}
      data-testid="ai-conversation"
      style={{
        borderRadius: token.borderRadius,
        background: active ? token.colorPrimaryBg : undefined,
        marginBottom: 2,
      }}
    >
      <button
        type="button"
        onClick={props.onSelect}
        disabled={disabled}
        aria-current={active ? 'true' : undefined}
        style={{
          flex: 1,
          minWidth: 0,
          padding: `${token.paddingXS}px ${token.paddingSM}px`,
          border: 'none',
          background: 'transparent',
          textAlign: 'start',
          cursor: disabled ? 'not-allowed' : 'pointer',
          font: 'inherit',
          color: 'inherit',
        }}
      >
        <Typography.Text ellipsis={{ tooltip: row.title }} strong={active} style={{ display: 'block' }}>
          {row.title}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          {formatTime(row.updatedAt)}
          {row.platform ? ` · ${row.platform}` : ''}
        </Typography.Text>
      </button>
      <Popconfirm
        title={t('ai.conversations.delete')}
        description={t('ai.conversations.deleteConfirm', { title: row.title })}
        okText={t('ai.conversations.deleteOk')}
        okButtonProps={{ danger: true, loading: props.deleting }}
        cancelText={t('common.cancel')}
        onConfirm={props.onDelete}
        disabled={disabled}
      >
        <Tooltip title={t('ai.conversations.delete')}>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            aria-label={`${t('ai.conversations.delete')} ${row.title}`}
            data-testid="ai-delete-conversation"
          />
        </Tooltip>
      </Popconfirm>
    </Flex>
  );
}
