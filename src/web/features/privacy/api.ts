import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FORM_REFUSALS_PATH, type FormRefusals } from '@shared/contracts/public-form';
import {
  PRIVACY_API,
  type AuditEntry,
  type EraseResult,
  type PersonQuery,
  type PersonSearch,
  type RetentionPreview,
} from '@shared/contracts/privacy';
import { apiDownload, apiList, apiRequest, withQuery } from '@web/lib/api';

const AUDIT_KEY = `${PRIVACY_API}/audit`;
const RETENTION_KEY = `${PRIVACY_API}/retention`;

export const personQueryString = (query: PersonQuery) => ({
  email: query.email || undefined,
  phone: query.phone || undefined,
});

/** Runs only once the operator asked (query set). */
export function usePersonSearch(query: PersonQuery | null) {
  return useQuery({
    queryKey: [`${PRIVACY_API}/search`, query],
    queryFn: () =>
      apiRequest<PersonSearch>('GET', withQuery(`${PRIVACY_API}/search`, personQueryString(query!))),
    enabled: query !== null,
    staleTime: 0,
  });
}

/** The person's data as one JSON file (RODO art. 15/20): a step-up first when the second factor is old. */
export function useExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (query: PersonQuery) =>
      apiDownload(withQuery(`${PRIVACY_API}/export`, personQueryString(query))),
    // The server logged the export (or a refused try): the log is read again.
    onSettled: () => client.invalidateQueries({ queryKey: [AUDIT_KEY] }),
  });
}

export function useAuditLog() {
  return useQuery({
    queryKey: [AUDIT_KEY],
    queryFn: () => apiList<AuditEntry>(withQuery(AUDIT_KEY, { limit: 50 })),
  });
}

export function useErase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PersonQuery & { confirmedCounts: Record<string, number> }) =>
      apiRequest<EraseResult>('POST', `${PRIVACY_API}/erase`, body),
    onSettled: () => client.invalidateQueries(),
  });
}

export function useRetentionPreview() {
  return useQuery({
    queryKey: [RETENTION_KEY],
    queryFn: () => apiRequest<RetentionPreview>('GET', RETENTION_KEY),
  });
}

export function useFormRefusals() {
  return useQuery({
    queryKey: [FORM_REFUSALS_PATH],
    queryFn: () => apiRequest<FormRefusals>('GET', FORM_REFUSALS_PATH),
  });
}
