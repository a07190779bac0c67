/** The queue's tab as zod parses it (a feed query, the tab counts), built from the plain list of ./queue. */
import { z } from 'zod';
import { QUEUE_TABS } from './queue';

export const QueueTab = z.enum(QUEUE_TABS);
export type QueueTab = z.infer<typeof QueueTab>;
