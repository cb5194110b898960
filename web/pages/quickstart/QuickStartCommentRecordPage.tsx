// /quickStart/commentRecord: my quick-start comments with links back.
import { CommentRecordView } from '../faq/CommentRecordView.tsx';
import '../faq/i18n/article.ts';

export default function QuickStartCommentRecordPage() {
  return <CommentRecordView module="quickstart" />;
}
