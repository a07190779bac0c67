import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import { type TextVariants, text } from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** The element: a paragraph by default, `span` inside other text, `div` around blocks. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** A step of the domain's font-size scale: xs 11, sm 13, md 14, base 16, lg 18 px. */
  size?: TextVariants['size'];
  /** `muted` for secondary text; the palette tones for short status text. All read at AA on the page. */
  tone?: TextVariants['tone'];
  weight?: TextVariants['weight'];
  children: ReactNode;
}

/** Body text in the merchant's body font, on the type scale and in colours that pass contrast. */
export function Text({ as: Tag = 'p', size, tone, weight, className, children, ...rest }: TextProps) {
  return (
    <Tag {...rest} className={classNames(text({ size, tone, weight }), className)}>
      {children}
    </Tag>
  );
}
