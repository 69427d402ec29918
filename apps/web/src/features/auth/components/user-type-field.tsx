import type { UserType } from '@setspot/domain/auth/auth-schemas';
import { USER_TYPES } from '@setspot/domain/auth/user-types';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

const LABELS: Record<UserType, string> = {
  filmmaker: 'Filmmaker looking for locations',
  owner: 'Property owner looking to list my space',
};

type UserTypeFieldProps = { value: UserType; onChange: (value: UserType) => void; disabled?: boolean };

/** Spec 'Signup': the radio 'I am a:' choosing the kind of account. */
export function UserTypeField({ value, onChange, disabled }: UserTypeFieldProps) {
  const id = useId();
  return (
    <div className="grid gap-3">
      <span id={`${id}-label`} className="text-sm font-medium leading-none">
        I am a:
      </span>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={value}
        onValueChange={(next) => onChange(next as UserType)}
        disabled={disabled}
      >
        {USER_TYPES.map((type) => (
          <div key={type} className="flex items-center gap-3">
            <RadioGroupItem id={`${id}-${type}`} value={type} />
            <Label htmlFor={`${id}-${type}`} className="font-normal leading-snug">
              {LABELS[type]}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </div>
  );
}
