/** Spec 000 §9 "Toast": default duration 5000 ms, swipe threshold 50, hotkey F8. */
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ['F8'];
