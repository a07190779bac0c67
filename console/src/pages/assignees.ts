/**
 * Who a claim of a store may be given to (the server lists everyone who may read its claims, and refuses
 * anyone else), for the claim page's assignee and the queue's bulk assignment.
 */
import { useQuery } from '@tanstack/react-query';
import { staff } from '../app/api';

export function useAssignees(storeId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['assignees', storeId],
    queryFn: () => staff.assignees(storeId ?? ''),
    enabled: enabled && storeId !== undefined,
  });
}
