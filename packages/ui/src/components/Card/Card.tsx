import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import { type CardVariants, card } from './Card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` when the card is a landmark or a self-contained item (give it a heading). */
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: CardVariants['padding'];
  /** A shadow, for cards that float over the page (the chosen option, a summary). */
  elevated?: boolean;
  children: ReactNode;
}

/** A surface that groups related content: a shipment, an item, a section of the claim summary. */
export function Card({ as: Tag = 'div', padding, elevated, className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={classNames(card({ padding, elevated }), className)}>
      {children}
    </Tag>
  );
}
