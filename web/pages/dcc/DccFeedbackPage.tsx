// /dcc/DCCFeedback: feedback on documents, on the screen the technical reports share (DocFeedbackPage).
import { DocFeedbackPage } from './DocFeedbackPage.tsx';

export default function DccFeedbackPage() {
  return <DocFeedbackPage kind="dcc" />;
}
