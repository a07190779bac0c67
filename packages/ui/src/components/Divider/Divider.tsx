import { divider } from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /**
   * Only a visual line, not a break between sections that a screen reader should announce: use it
   * between items that already have their own structure (list items, cards).
   */
  decorative?: boolean;
}

/** A thin line (`<hr>`) between sections, or between items in a row when vertical. */
export function Divider({ orientation = 'horizontal', decorative = false }: DividerProps) {
  const className = divider({ orientation });
  if (decorative) return <div className={className} aria-hidden="true" />;
  return <hr className={className} aria-orientation={orientation === 'vertical' ? 'vertical' : undefined} />;
}
