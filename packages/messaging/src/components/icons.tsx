import type { SVGProps } from 'react';

const base = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;

export const PaperclipIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...props}>
    <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
  </svg>
);

/** Points toward the end of the line; mirrored in right-to-left pages. */
export const SendIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} className="rtl:-scale-x-100" {...props}>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4z" />
  </svg>
);

/** Points toward the start of the line; mirrored in right-to-left pages. */
export const BackIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} className="rtl:-scale-x-100" {...props}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
