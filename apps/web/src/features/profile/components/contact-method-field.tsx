import { CONTACT_METHODS, type ContactMethod } from '@setspot/domain/profiles/profile-options';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

const LABELS: Record<ContactMethod, string> = { email: 'Email', phone: 'Phone' };

type ContactMethodFieldProps = {
  value: string;
  onChange: (value: ContactMethod) => void;
  disabled?: boolean;
};

/** Product section 5: preferred contact method, email or phone. */
export function ContactMethodField({ value, onChange, disabled }: ContactMethodFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        Preferred contact method
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as ContactMethod)}
        disabled={disabled}
        className="flex flex-wrap gap-6"
      >
        {CONTACT_METHODS.map((method) => (
          <div key={method} className="flex items-center gap-2">
            <RadioGroupItem id={`${id}-${method}`} value={method} />
            <Label htmlFor={`${id}-${method}`} className="font-normal">
              {LABELS[method]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
