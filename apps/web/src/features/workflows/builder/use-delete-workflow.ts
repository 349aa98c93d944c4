/** Deleting the whole workflow: gone from the list, and the user back on it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { WORKFLOWS_KEY } from '../../../entities/workflow/use-workflows';
import { api } from '../../../lib/api';
import { useLocalePath } from '../../../lib/locale';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { toast } from '../../../ui/toast';
import { builderErrorText } from './builder-errors';
import { templateKey } from './use-builder-writes';

export function useDeleteWorkflow(templateId: number) {
  const { t } = useTranslation(workflowBuilderNs);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toPath = useLocalePath();
  return useMutation({
    mutationFn: () => api.delete<void>(`/api/workflow/delete-workflow-template/${templateId}`),
    onSuccess: () => {
      toast.success(t('header.deleted'));
      void navigate(toPath('/client/workflows'));
      // Only the lists: the deleted template itself is dropped, not read again (it would answer 404).
      queryClient.removeQueries({ queryKey: templateKey(templateId) });
      void queryClient.invalidateQueries({
        queryKey: WORKFLOWS_KEY,
        predicate: (query) => query.queryKey[1] !== 'template',
      });
    },
    onError: (error) => toast.error(builderErrorText(t, error)),
  });
}
