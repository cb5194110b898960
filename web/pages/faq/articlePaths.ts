// Where each article module lives (spec §2); the route table holds the page code it needs.
import type { ArticleModule } from '../../api/faq.ts';

export type ArticlePaths = { list: string; detail: string; record: string; titleKey: string };

export const articlePaths: Record<ArticleModule, ArticlePaths> = {
  faq: { list: '/faq', detail: '/faq/faqDetail', record: '/faq/commentRecord', titleKey: 'faq.title' },
  quickstart: {
    list: '/quickStart',
    detail: '/quickStart/quickStartDetail',
    record: '/quickStart/commentRecord',
    titleKey: 'quickStart.title',
  },
};

export const detailPath = (module: ArticleModule, id: number) => `${articlePaths[module].detail}?id=${id}`;
