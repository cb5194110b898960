// /faq/commentRecord: my FAQ comments with links back.
import { CommentRecordView } from './CommentRecordView.tsx';
import './i18n/article.ts';

export default function FaqCommentRecordPage() {
  return <CommentRecordView module="faq" />;
}
