// /dcc/DCCFeedback and /tr/TRFeedback: one screen for both modules' feedback, one chunk.
import { useLocation } from 'react-router';
import { DocFeedbackPage } from '../../components/catalog/DocFeedbackPage.tsx';

export default function DocFeedbackModulePage() {
  const { pathname } = useLocation();
  const kind = pathname.startsWith('/tr/') ? 'tr' : 'dcc';
  return <DocFeedbackPage key={kind} kind={kind} />;
}
