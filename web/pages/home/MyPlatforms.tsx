// My platforms (spec §7 authPlatform, carePlatform, updatePlatformCare): the authorized platforms
// as checkable tags, the followed ones checked; saving needs at least one and refreshes Recent
// updates. The server refuses platforms the company is not authorized for; only those are offered.
import { useRef, useState } from 'react';
import { Button, Tag, theme } from 'antd';
import { ClusterOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import { updatePlatformCare } from '../../api/home.ts';
import { MutedParagraph, MutedText } from '../../components/PlainText.tsx';
import { notify } from '../../notify.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

export function MyPlatforms() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const authorized = useQuery(homeQueries.authPlatforms);
  const cared = useQuery(homeQueries.carePlatforms);
  // The user's pending choice; null while it equals the saved one.
  const [draft, setDraft] = useState<number[] | null>(null);
  // No second save while one is under way (isPending reaches the button a render later).
  const saving = useRef(false);

  const saved = (cared.data ?? []).map((platform) => platform.id);
  const chosen = draft ?? saved;
  const platforms = authorized.data ?? [];

  const save = useMutation({
    mutationFn: (ids: number[]) => updatePlatformCare(ids),
    onSuccess: async (_envelope, ids) => {
      notify({ type: 'success', content: t('common.operationSuccess') });
      queryClient.setQueryData(
        homeQueries.carePlatforms.queryKey,
        platforms.filter((platform) => ids.includes(platform.id)),
      );
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: homeQueries.recentUpdates.queryKey });
    },
  });

  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((value) => value !== id);
    setDraft(sameSet(next, saved) ? null : next);
  };

  const unchanged = draft === null;
  const none = chosen.length === 0;
  return (
    <HomeCard
      title={t('home.platforms.title')}
      icon={<ClusterOutlined />}
      extra={
        platforms.length > 0 ? (
          <MutedText>{t('home.platforms.count', { cared: chosen.length, total: platforms.length })}</MutedText>
        ) : null
      }
      loading={authorized.isPending || cared.isPending}
      empty={platforms.length === 0}
      emptyText={t('home.platforms.empty')}
      rows={2}
    >
      <MutedParagraph style={{ marginBottom: 12 }}>{t('home.platforms.hint')}</MutedParagraph>
      <div role="group" aria-label={t('home.platforms.title')} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {platforms.map((platform) => (
          <Tag.CheckableTag
            key={platform.id}
            checked={chosen.includes(platform.id)}
            onChange={(checked) => toggle(platform.id, checked)}
            style={{
              marginInlineEnd: 0,
              padding: '2px 12px',
              fontSize: token.fontSize,
              border: `1px solid ${token.colorBorder}`,
            }}
          >
            {platform.name}
          </Tag.CheckableTag>
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginTop: 16 }}>
        <Button
          type="primary"
          size="small"
          disabled={unchanged || none}
          loading={save.isPending}
          onClick={() => {
            if (saving.current) return;
            saving.current = true;
            save.mutate(chosen, {
              onSettled: () => {
                saving.current = false;
              },
            });
          }}
        >
          {t('home.platforms.save')}
        </Button>
        {none ? <MutedText tone="danger">{t('home.platforms.atLeastOne')}</MutedText> : null}
      </div>
    </HomeCard>
  );
}
