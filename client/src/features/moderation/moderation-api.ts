import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DismissReportBody,
  FileReportBody,
  LiftSuspensionBody,
  ReportActionAnswer,
  ReportFiled,
  SuspendMemberBody,
  SuspensionLiftedAnswer,
  TakeDownListingBody,
  WarnMemberBody,
} from '@barteraid/events/contracts/moderation';
import { apiJson, serverMessage } from '../../lib/api';
import { moderationQueries } from './queries';

/** The server's message, or a plain one when the call failed without one. */
const failureOf = (error: unknown) => serverMessage(error) ?? 'The report could not be sent. Please check your connection and try again.';

/** Files a report; a failure is handed on as the words to show. */
export function useFileReport() {
  return useMutation<ReportFiled, string, FileReportBody>({
    mutationFn: async (body) => {
      try {
        return await apiJson<ReportFiled>('POST', '/api/reports', body);
      } catch (error) {
        throw failureOf(error);
      }
    },
  });
}

/** An administrator's action on a report (each a POST under /api/admin/reports/:id). */
export type ReportActionCall =
  | { kind: 'dismiss'; body: DismissReportBody }
  | { kind: 'take-down'; body: TakeDownListingBody }
  | { kind: 'warn'; body: WarnMemberBody }
  | { kind: 'suspend'; body: SuspendMemberBody };

export function useReportAction(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: ReportActionCall) =>
      apiJson<ReportActionAnswer>('POST', `/api/admin/reports/${encodeURIComponent(reportId)}/${kind}`, body),
    onSettled: () => {
      for (const queryKey of moderationQueries.admin()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiJson<SuspensionLiftedAnswer>('POST', `/api/admin/members/${encodeURIComponent(memberId)}/lift-suspension`, {} satisfies LiftSuspensionBody),
    onSettled: () => {
      for (const queryKey of moderationQueries.admin()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
