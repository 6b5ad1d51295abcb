import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import type { AdminUser } from '@barteraid/events/contracts/admin';
import { adminQueries } from './queries';

/** Waits until typing pauses before searching. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export const memberLabel = (user: AdminUser) => `${user.username} (${user.email})`;

/**
 * Find a member by name, username or email, then choose them. The chosen member stays in the
 * list while the admin searches for someone else.
 */
export function MemberPicker({ value, onChange, idPrefix }: { value: AdminUser | null; onChange: (user: AdminUser | null) => void; idPrefix: string }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const results = useQuery({
    ...adminQueries.users({ search: query, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });
  const found = results.data?.users ?? [];
  const options = value && !found.some((user) => user.id === value.id) ? [value, ...found] : found;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label={t('management.findMember')} hint={t('management.findHint')}>
        <Input type="search" name={`${idPrefix}-search`} value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
      </Field>
      <Field label={t('management.member')} hint={results.isFetching ? t('management.searching') : t('management.found', { count: results.data?.total ?? 0 })}>
        <Select
          name={`${idPrefix}-member`}
          value={value?.id ?? ''}
          onChange={(event) => onChange(options.find((user) => user.id === event.target.value) ?? null)}
        >
          <option value="">{t('management.choose')}</option>
          {options.map((user) => <option key={user.id} value={user.id}>{memberLabel(user)}</option>)}
        </Select>
      </Field>
    </div>
  );
}
