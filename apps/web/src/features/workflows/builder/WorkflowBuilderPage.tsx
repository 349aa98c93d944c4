/**
 * /client/workflows/:templateId/workflow-builder: the firm's own workflow edited in place. A public
 * workflow is not edited here: the page says so and points to its viewer, where it can be copied.
 */
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useWorkflowTemplate } from '../../../entities/workflow/use-workflows';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/api-errors';
import { directionOf, useLocale, useLocalePath } from '../../../lib/locale';
import { workflowBuilderNs } from '../../../locales/workflowBuilder';
import { PageLoader } from '../../../ui/PageLoader';
import { isPublicWorkflow } from '../workflow-text';
import { WorkflowBuilder } from './WorkflowBuilder';

export default function WorkflowBuilderPage() {
  const { t } = useTranslation(workflowBuilderNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const templateId = Number(useParams().templateId);
  const template = useWorkflowTemplate(templateId);
  const validId = Number.isInteger(templateId) && templateId > 0;
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={toPath('/client/workflows')} size="sm">
        <Group gap={4} component="span">
          <BackIcon size={14} aria-hidden />
          {t('header.back')}
        </Group>
      </Anchor>
      {!validId || (template.error instanceof ApiError && template.error.status === 404) ? (
        <Alert color="red" role="alert" title={t('errors.templateNotFound')} />
      ) : template.isPending ? (
        <PageLoader />
      ) : template.isError ? (
        <Alert color="red" role="alert" title={t('errors.loadError')}>
          {errorMessage(t, template.error)}
        </Alert>
      ) : isPublicWorkflow(template.data) ? (
        <Stack gap="sm">
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {template.data.title}
          </Title>
          <Alert color="blue">
            <Stack gap="xs" align="flex-start">
              {t('errors.publicNotEditable')}
              <Button component={Link} to={toPath(`/client/workflows/${template.data.id}`)} size="xs" variant="default">
                {t('header.view')}
              </Button>
            </Stack>
          </Alert>
        </Stack>
      ) : (
        <WorkflowBuilder key={template.data.id} template={template.data} />
      )}
    </Stack>
  );
}
