// /quickStart/quickStartDetail?id=: one guide with like and comments (the FAQ detail, for quick start).
import { ArticleDetailView } from '../faq/ArticleDetailView.tsx';
import '../faq/i18n/article.ts';

export default function QuickStartDetailPage() {
  return <ArticleDetailView module="quickstart" />;
}
