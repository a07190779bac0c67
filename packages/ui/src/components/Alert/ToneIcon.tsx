import type { BadgeTone } from '@orderprotection/domain';

// 20 x 20 outlines drawn with currentColor: a circle with a mark that tells the tones apart without colour.
const marks: Record<BadgeTone, string> = {
  info: 'M10 9v5M10 6.2v.1',
  neutral: 'M10 9v5M10 6.2v.1',
  success: 'M6.5 10.2l2.4 2.4 4.6-4.9',
  warning: 'M10 5.8v5.2M10 13.9v.1',
  danger: 'M7.3 7.3l5.4 5.4M12.7 7.3l-5.4 5.4',
};

export function ToneIcon({ tone, className }: { tone: BadgeTone; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="8.2" />
      <path d={marks[tone]} strokeLinecap="round" />
    </svg>
  );
}
