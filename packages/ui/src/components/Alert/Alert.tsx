import type { BadgeTone } from '@orderprotection/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '../../styles/classNames';
import * as styles from './Alert.css';
import { ToneIcon } from './ToneIcon';

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: BadgeTone;
  /** A short summary in bold above the message. */
  title?: ReactNode;
  /** Buttons or links that resolve the situation ("Try again"). */
  actions?: ReactNode;
  /**
   * How a change is announced. `assertive` (role alert) interrupts: for errors that block the shopper,
   * and the default for `danger`. `polite` (role status) waits: the default otherwise. `off` for static
   * notes that are part of the page from the start (that is a Callout).
   */
  live?: 'assertive' | 'polite' | 'off';
  children?: ReactNode;
}

const roles = { assertive: 'alert', polite: 'status', off: undefined } as const;

/** A message about the page or the last action, in the tone's colours, with an icon that does not rely on colour. */
export function Alert({ tone = 'info', title, actions, live, className, children, ...rest }: AlertProps) {
  const role = roles[live ?? (tone === 'danger' ? 'assertive' : 'polite')];
  return (
    <div {...rest} role={role} className={classNames(styles.alert({ tone }), className)}>
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}

export type CalloutProps = Omit<AlertProps, 'live'>;

/** A note that belongs to the page (fine print, a hint): an Alert that is not announced. */
export function Callout(props: CalloutProps) {
  return <Alert {...props} live="off" />;
}
