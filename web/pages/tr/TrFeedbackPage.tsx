// /tr/TRFeedback: feedback on technical reports, on the family's feedback screen (web/pages/dcc).
import { DocFeedbackPage } from '../dcc/DocFeedbackPage.tsx';

export default function TrFeedbackPage() {
  return <DocFeedbackPage kind="tr" />;
}
