// /review/ReviewInteract?id= (M09): the conversation with the engineer of one review — text and
// attachments, refreshed every few seconds so both sides see new messages (Conversation.tsx).
import { Card } from 'antd';
import { useTranslation } from '../../i18n/translate.ts';
import { usePermissions } from '../../components/usePermissions.ts';
import { Conversation } from './Conversation.tsx';
import { ReviewFrame } from './ReviewFrame.tsx';
import { createCode } from './reviewQuery.ts';
import './i18n/review.ts';

export default function ReviewInteractPage() {
  const { t } = useTranslation();
  const permissions = usePermissions();
  return (
    <ReviewFrame titleKey="review.interact.title">
      {(review) => (
        <Card title={t('review.interact.with', { engineer: review.engineer ?? t('review.interact.noEngineer') })}>
          <Conversation reviewId={review.id} side="customer" open={review.can.talk && permissions.has(createCode)} />
        </Card>
      )}
    </ReviewFrame>
  );
}
