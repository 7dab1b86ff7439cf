import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Created } from '@app/domain/schemas/api/common';
import { api } from '@/lib/api-client';
import { reportStatusQueryOptions } from './get-report-status';

export interface ReportPayload {
  reporter_name: string;
  reporter_email: string;
  report_reason: string;
  details: string;
  agreement_code: string | null;
  visitor_id: string;
  evidence: File | null;
}

export function createReport(professionalId: string, payload: ReportPayload): Promise<Created> {
  const form = new FormData();
  form.set('reporter_name', payload.reporter_name);
  form.set('reporter_email', payload.reporter_email);
  form.set('report_reason', payload.report_reason);
  form.set('details', payload.details);
  form.set('visitor_id', payload.visitor_id);
  if (payload.agreement_code) form.set('agreement_code', payload.agreement_code);
  // Files go last so the server can read every field before streaming the upload.
  if (payload.evidence) form.set('evidence', payload.evidence, payload.evidence.name);
  return api.post<Created>(`/api/professionals/${encodeURIComponent(professionalId)}/reports`, form);
}

export function useCreateReport(professionalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ReportPayload) => createReport(professionalId, payload),
    // Opening the dialog again says at once that this visitor has reported.
    onSuccess: (_created, payload) =>
      queryClient.setQueryData(reportStatusQueryOptions(professionalId, payload.visitor_id).queryKey, {
        reported: true,
      }),
  });
}
