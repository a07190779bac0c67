import { describe, expect, it } from 'vitest';
import { createToastQueue, showToast } from './Toast';

describe('showToast', () => {
  it('closes ordinary toasts after 6 seconds and keeps errors until dismissed', () => {
    const queue = createToastQueue();
    showToast({ title: 'Message sent', tone: 'success' }, {}, queue);
    showToast({ title: 'Upload failed', tone: 'danger' }, {}, queue);
    const timeoutOf = (title: string) =>
      queue.visibleToasts.find((toast) => toast.content.title === title)?.timeout;
    expect(timeoutOf('Message sent')).toBe(6000);
    expect(timeoutOf('Upload failed')).toBeUndefined();
    expect(queue.visibleToasts).toHaveLength(2);
  });

  it('takes a timeout of its own and shows at most three toasts', () => {
    const queue = createToastQueue();
    for (const title of ['one', 'two', 'three', 'four']) showToast({ title }, { timeout: 10_000 }, queue);
    expect(queue.visibleToasts).toHaveLength(3);
    expect(queue.visibleToasts.every((toast) => toast.timeout === 10_000)).toBe(true);
  });
});
