// /faq/faqDetail?id=: one FAQ with like, collect, share and comments.
import { ArticleDetailView } from './ArticleDetailView.tsx';
import './i18n/article.ts';

export default function FaqDetailPage() {
  return <ArticleDetailView module="faq" />;
}
