// Partners (spec §1 home): the vendor's ecosystem partners, each with a link to its site.
import { Tag, theme } from 'antd';
import { ExportOutlined, ShopOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/translate.ts';
import type { Partner } from '../../api/home.ts';
import { MutedParagraph, MutedText } from '../../components/PlainText.tsx';
import { useSession } from '../../stores/session.ts';
import { HomeCard } from './HomeCard.tsx';
import { homeQueries } from './homeQueries.ts';

/** Only web addresses become links: a stored value is never trusted to be one. */
const isWebAddress = (url: string): boolean => /^https?:\/\//i.test(url);

const descriptionOf = (partner: Partner, en: boolean) =>
  en ? partner.descriptionEn || partner.description : partner.description;

export function Partners() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const language = useSession((state) => state.language);
  const partners = useQuery(homeQueries.partners);
  const list = partners.data ?? [];
  const en = language === 'en';
  return (
    <HomeCard
      title={t('home.partners.title')}
      icon={<ShopOutlined />}
      extra={<MutedText className="home-hide-narrow">{t('home.partners.subtitle')}</MutedText>}
      loading={partners.isPending}
      empty={list.length === 0}
      emptyText={t('home.partners.empty')}
      rows={2}
    >
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
          gap: 12,
        }}
        aria-label={t('home.partners.title')}
      >
        {list.map((partner) => (
          <li
            key={partner.id}
            style={{
              display: 'flex',
              flexDirection: 'column',
              gap: 6,
              padding: 14,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadiusLG,
            }}
          >
            <div style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
              <span
                aria-hidden="true"
                style={{
                  flex: 'none',
                  width: 36,
                  height: 36,
                  borderRadius: 8,
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  fontWeight: 700,
                  color: token.colorPrimary,
                  background: token.colorPrimaryBg,
                }}
              >
                {(en ? partner.nameEn : partner.name).slice(0, 1)}
              </span>
              <div style={{ minWidth: 0 }}>
                <div style={{ fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {en ? partner.nameEn || partner.name : partner.name}
                </div>
                <Tag bordered={false} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '18px' }}>
                  {en ? partner.categoryEn || partner.category : partner.category}
                </Tag>
              </div>
            </div>
            <MutedParagraph rows={2} title={descriptionOf(partner, en)} style={{ flex: 1 }}>
              {descriptionOf(partner, en)}
            </MutedParagraph>
            {isWebAddress(partner.url) ? (
              <a href={partner.url} target="_blank" rel="noopener noreferrer" style={{ fontSize: token.fontSizeSM }}>
                {t('home.partners.visit')} <ExportOutlined />
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
