import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

interface FieldProps {
  label: ReactNode;
  /** The control; it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<Record<string, unknown>>;
  hint?: ReactNode;
  error?: string | null;
  optional?: boolean;
  /** Marks the control invalid when the message is shown elsewhere (a form-level alert). */
  invalid?: boolean;
  className?: string;
}

/** A labelled form control with its hint and error wired up for assistive technology. */
export function Field({ label, children, hint, error, optional, invalid, className }: FieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <LabelPrimitive.Root htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
        {optional && <span className="ml-1 font-normal text-muted">{t('common.optional')}</span>}
      </LabelPrimitive.Root>
      {cloneElement(children, { id, 'aria-describedby': describedBy, 'aria-invalid': error || invalid ? true : undefined })}
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
