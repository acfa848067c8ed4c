import { useTranslation } from 'react-i18next';
import { ReportDialog as SharedReportDialog } from '../../../components/report-dialog';
import { useReport } from '../api/moderation';

/** Asks why a post should be looked at and sends the report (POST /reports). */
export function ReportDialog({
  postId,
  open,
  onClose,
}: {
  postId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('community');
  const report = useReport();
  return (
    <SharedReportDialog
      open={open}
      onClose={onClose}
      title={t('report.title')}
      description={t('report.description')}
      isPending={report.isPending}
      onSubmit={(reason) => report.mutateAsync({ target_type: 'post', target_id: postId, reason })}
    />
  );
}
