// Where the floating feedback button sits (FeedbackButton.tsx), for the pages that make room for it.
// Small and in the page's right margin (outside the 24 px content padding), so it never covers a
// table's last column or a form's counter at 1280 px.

/** Its side, in px. */
export const feedbackButtonSize = 40;
/** From the window's right edge. */
export const feedbackButtonInset = 6;
/**
 * A page outside the frame that fills the window to its bottom edge (the viewers: a video's
 * controls, a sheet's scroll bar there) has the button in its top bar instead: a bar this high,
 * which leaves this much room at its right end.
 */
export const topBarHeight = 48;
export const topBarRoom = feedbackButtonSize + feedbackButtonInset * 2;
