import { useBranding } from '../../theme/brandContext';
import * as styles from './Logo.css';

export interface LogoProps {
  /** The store's name: the image's alt text, and the wordmark when there is no logo. */
  alt: string;
  /** Image URL; defaults to the branding's `logoUrl`. */
  src?: string;
  /** Makes the logo a link (to the start of the claim flow). */
  href?: string;
}

/**
 * The merchant's logo at the widths of their branding (mobile and desktop), or their name in the headline
 * font when they have none.
 */
export function Logo({ alt, src, href }: LogoProps) {
  const { branding } = useBranding();
  const url = src ?? branding.logoUrl;
  const mark = url ? (
    <img className={styles.image} src={url} alt={alt} />
  ) : (
    <span className={styles.wordmark}>{alt}</span>
  );
  if (!href) return mark;
  return (
    <a className={styles.link} href={href}>
      {mark}
    </a>
  );
}
