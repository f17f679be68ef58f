/** Spec 001 §9: under 768 px is a phone, where tables become stacked cards. */
export const WIDE_SCREEN = '(min-width: 768px)';
