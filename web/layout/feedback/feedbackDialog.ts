// Whether the feedback dialog is open: the floating button and the home page's feedback entry
// open the same dialog, which FeedbackButton renders (its chunk loads when first wanted).
import { create } from 'zustand';

export const useFeedbackDialog = create<{ open: boolean; wanted: boolean }>()(() => ({ open: false, wanted: false }));

export const openFeedback = (): void => useFeedbackDialog.setState({ open: true, wanted: true });
export const closeFeedback = (): void => useFeedbackDialog.setState({ open: false });
