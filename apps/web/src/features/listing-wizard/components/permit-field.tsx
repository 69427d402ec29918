import { NO_PERMIT_REQUIRED_TEXT, PERMIT_REQUIRED_TEXT } from '@setspot/domain/listings/listing-options';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group';

type PermitFieldProps = { value: boolean | null; onChange: (value: boolean) => void };

/** Product section 5: a filming permit is required or not; left unanswered it is simply not shown. */
export function PermitField({ value, onChange }: PermitFieldProps) {
  const id = useId();
  const current = value === null ? '' : value ? 'required' : 'not-required';
  return (
    <div className="grid content-start gap-3">
      <p id={`${id}-label`} className="text-sm font-medium leading-none">
        Filming permit
      </p>
      <RadioGroup
        aria-labelledby={`${id}-label`}
        value={current}
        onValueChange={(next) => onChange(next === 'required')}
        className="gap-2"
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-yes`} value="required" />
          <Label htmlFor={`${id}-yes`} className="font-normal">
            {PERMIT_REQUIRED_TEXT}
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem id={`${id}-no`} value="not-required" />
          <Label htmlFor={`${id}-no`} className="font-normal">
            {NO_PERMIT_REQUIRED_TEXT}
          </Label>
        </div>
      </RadioGroup>
    </div>
  );
}
