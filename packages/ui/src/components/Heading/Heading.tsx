import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import { type HeadingVariants, heading } from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The level in the document outline: one `1` per page, then no skipped levels. */
  level: HeadingLevel;
  /** The look of another level, when the outline and the design disagree. Defaults to `level`. */
  size?: HeadingVariants['size'];
  children: ReactNode;
}

/** A heading in the merchant's headline font, size, letter spacing and text transform. */
export function Heading({ level, size, className, children, ...rest }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag {...rest} className={classNames(heading({ size: size ?? Tag }), className)}>
      {children}
    </Tag>
  );
}
