import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import * as LabelPrimitive from '@radix-ui/react-label';
import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface CheckboxFieldProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  name?: string;
}

export function CheckboxField({ checked, onCheckedChange, children, name }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <CheckboxPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded border border-slate-500 bg-white data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700"
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden="true" className="h-4 w-4 text-white" />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <LabelPrimitive.Root htmlFor={id} className="text-sm text-ink">
        {children}
      </LabelPrimitive.Root>
    </div>
  );
}
