import { useId, useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Flag, Siren } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { t } from '../../i18n';
import { DialogHeading, DialogPanel } from '../../components/ui/dialog-panel';
import { Button, type ButtonProps } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { FormAlert } from '../../components/ui/form-alert';
import { Select, Textarea } from '../../components/ui/input';
import { useSession } from '../../lib/session';
import { reportCategoryOptions } from '../support';
import type { FileReportBody, ReportCategory } from '@barteraid/events/contracts/moderation';
import { useFileReport } from './moderation-api';

const DESCRIPTION_MIN = 10;
const DESCRIPTION_MAX = 2000;

/** What is reported, with the reference the page holds (the member never types it) and how to name it. */
export type ReportTarget =
  | { subject: 'listing'; listingId: string; title: string }
  | { subject: 'member'; memberId: string; username: string }
  | { subject: 'message'; tradeId: string; messageId: string; username: string; excerpt: string }
  | { subject: 'conversation'; tradeId: string; username: string };

const headingOf = (target: ReportTarget): string => {
  switch (target.subject) {
    case 'listing':
      return t('safety.report.listing');
    case 'member':
      return t('safety.report.member', { username: target.username });
    case 'message':
      return t('safety.report.message', { username: target.username });
    case 'conversation':
      return t('safety.report.conversation', { username: target.username });
  }
};

const referenceOf = (target: ReportTarget): Pick<FileReportBody, 'subject' | 'listingId' | 'memberId' | 'tradeId' | 'messageId'> => {
  switch (target.subject) {
    case 'listing':
      return { subject: 'listing', listingId: target.listingId };
    case 'member':
      return { subject: 'member', memberId: target.memberId };
    case 'message':
      return { subject: 'message', tradeId: target.tradeId, messageId: target.messageId };
    case 'conversation':
      return { subject: 'conversation', tradeId: target.tradeId };
  }
};

/** Visitors report through the public Report a Problem form, with what the page knows filled in. */
const visitorReportPath = (target: ReportTarget): string =>
  target.subject === 'listing'
    ? `/report?category=listing&listingId=${encodeURIComponent(target.listingId)}`
    : target.subject === 'member'
      ? `/report?user=${encodeURIComponent(target.username)}`
      : '/report';

interface ReportButtonProps {
  target: ReportTarget;
  /** The button's words; "Report" (in the language on screen) by default. */
  label?: string;
  /** Only the flag shows (the accessible name still says what is reported). */
  iconOnly?: boolean;
  /** The words show from the small breakpoint up; on phones only the flag. */
  compact?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Report from where it was seen: a listing, a member's profile, one message or a whole
 * conversation. The reference travels with the report; the member only picks a category and says
 * what happened. Confidential: the reported member is not told who reported them.
 */
export function ReportButton({ target, label, iconOnly = false, compact = false, variant = 'ghost', size = 'sm', className }: ReportButtonProps) {
  const { user } = useSession();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const heading = headingOf(target);
  const icon = <Flag aria-hidden="true" className="h-4 w-4" />;
  const text = label ?? t('safety.report.button');
  const words = iconOnly ? null : compact ? <span className="hidden sm:inline">{text}</span> : text;
  const name = iconOnly || compact ? heading : undefined;

  if (!user) {
    return (
      <Button asChild variant={variant} size={size} className={className}>
        <Link to={visitorReportPath(target)} aria-label={name}>
          {icon} {words}
        </Link>
      </Button>
    );
  }
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant={variant} size={size} className={className} aria-label={name}>
          {icon} {words}
        </Button>
      </Dialog.Trigger>
      <DialogPanel width="32rem">
          {/* Remounted on every opening, so each report starts empty. */}
          {open && <ReportForm target={target} heading={heading} onDone={() => setOpen(false)} />}
        </DialogPanel>
    </Dialog.Root>
  );
}

function ReportForm({ target, heading, onDone }: { target: ReportTarget; heading: string; onDone: () => void }) {
  const file = useFileReport();
  const { t } = useTranslation();
  const [category, setCategory] = useState<ReportCategory | ''>(target.subject === 'listing' ? 'listing' : '');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ category?: string; description?: string; form?: string }>({});
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const excerptId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    const found = {
      category: category ? undefined : t('safety.report.needCategory'),
      description: !text
        ? t('safety.report.needDescription')
        : text.length < DESCRIPTION_MIN
          ? t('safety.report.tooShort', { min: DESCRIPTION_MIN })
          : undefined,
    };
    setErrors(found);
    if (found.category || found.description || !category) return;
    file.mutate(
      { ...referenceOf(target), category, description: text } satisfies FileReportBody,
      {
        onSuccess: (answer) => setConfirmation(answer.message),
        onError: (message) => setErrors({ form: message }),
      },
    );
  };

  return (
    <>
      <DialogHeading>{heading}</DialogHeading>
      <Dialog.Description className="mt-1 text-sm text-muted">
        {t('safety.report.confidential')}
      </Dialog.Description>
      <p className="mt-3 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-2.5 text-sm text-red-900">
        <Siren aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {t('safety.report.danger')}
      </p>
      {target.subject === 'message' && (
        <figure className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <figcaption id={excerptId} className="text-muted">{t('safety.report.excerpt')}</figcaption>
          <blockquote aria-labelledby={excerptId} className="mt-1 line-clamp-4 whitespace-pre-wrap break-words text-ink">{target.excerpt}</blockquote>
        </figure>
      )}
      {target.subject === 'listing' && <p className="mt-3 text-sm text-ink">{t('safety.report.listingLabel')}<span className="font-semibold">{target.title}</span></p>}
      {confirmation ? (
        <div className="mt-4 space-y-4">
          <FormAlert tone="success" message={confirmation} />
          <div className="flex justify-end">
            <Button onClick={onDone} autoFocus>{t('common.close')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <FormAlert message={errors.form ?? null} />
          <Field label={t('safety.report.kind')} error={errors.category}>
            <Select
              value={category}
              onChange={(event) => {
                setCategory(event.target.value as ReportCategory | '');
                setErrors((current) => ({ ...current, category: undefined }));
              }}
              required
            >
              <option value="">{t('safety.report.chooseCategory')}</option>
              {reportCategoryOptions.map((option) => (
                <option key={option.value} value={option.value}>{t(`safety.report.categories.${option.value}`)}</option>
              ))}
            </Select>
          </Field>
          <Field label={t('safety.report.what')} hint={t('safety.report.whatHint', { min: DESCRIPTION_MIN })} error={errors.description}>
            <Textarea
              rows={5}
              maxLength={DESCRIPTION_MAX}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                setErrors((current) => ({ ...current, description: undefined }));
              }}
              required
            />
          </Field>
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="ghost">{t('common.cancel')}</Button>
            </Dialog.Close>
            <Button type="submit" disabled={file.isPending}>{file.isPending ? t('safety.report.sending') : t('safety.report.send')}</Button>
          </div>
        </form>
      )}
    </>
  );
}
