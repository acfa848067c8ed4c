import type { ReportTargetType } from '@souq/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { reports } from '../community.table.ts';

/**
 * Files a report, or renews the reporter's earlier one on the same target (new reason, open
 * again): one report per reporter and target however often they press the button.
 */
export const upsertReport = async (
  db: Database,
  values: { reporterId: number; targetType: ReportTargetType; targetId: number; reason: string },
) => {
  const [row] = await db
    .insert(reports)
    .values(values)
    .onConflictDoUpdate({
      target: [reports.reporterId, reports.targetType, reports.targetId],
      set: { reason: values.reason, status: 'open', createdAt: sql`now()` },
    })
    .returning({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      createdAt: reports.createdAt,
    });
  return row!;
};
