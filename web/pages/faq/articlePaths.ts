// Where each article module lives (spec §2) and the page code it needs (DOMAIN.md).
import type { ArticleModule } from '../../api/faq.ts';

export type ArticlePaths = { list: string; detail: string; record: string; pageCode: string; titleKey: string };

export const articlePaths: Record<ArticleModule, ArticlePaths> = {
  faq: { list: '/faq', detail: '/faq/faqDetail', record: '/faq/commentRecord', pageCode: 'M14', titleKey: 'faq.title' },
  quickstart: {
    list: '/quickStart',
    detail: '/quickStart/quickStartDetail',
    record: '/quickStart/commentRecord',
    pageCode: 'M15',
    titleKey: 'quickStart.title',
  },
};

export const detailPath = (module: ArticleModule, id: number) => `${articlePaths[module].detail}?id=${id}`;
