/*
 * WCAG 2.x level AA: 4.5:1 for text, 3:1 for user-interface components such as a button's
 * outline against the page (success criteria 1.4.3 and 1.4.11).
 */
export const TEXT_CONTRAST_AA = 4.5;
export const NON_TEXT_CONTRAST_AA = 3;

/** The two label colours a filled control may carry: white, or the neutral scale's darkest. */
export const WHITE = '#ffffff';
