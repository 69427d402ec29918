import { WIZARD_STEPS } from '@setspot/domain/common/constants';
import type { WizardStep } from '@setspot/domain/listings/listing-steps';
import { Check } from 'lucide-react';
import { Progress } from '../../../components/ui/progress';
import { cn } from '../../../lib/cn';
import { WIZARD_STEP_INFO, WIZARD_STEP_NUMBERS } from '../lib/wizard-steps';

/** Product section 2: the wizard's progress bar, with the four step names beneath it. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const label = `Step ${step} of ${WIZARD_STEPS}: ${WIZARD_STEP_INFO[step].name}`;
  return (
    <div className="grid gap-3">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <Progress
        value={(step / WIZARD_STEPS) * 100}
        aria-label="Listing progress"
        getValueLabel={() => label}
      />
      <ol className="grid grid-cols-4 gap-2">
        {WIZARD_STEP_NUMBERS.map((number) => {
          const done = number < step;
          const current = number === step;
          return (
            <li
              key={number}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex flex-col items-center gap-1 text-center text-xs font-medium sm:flex-row sm:text-sm',
                current ? 'text-primary' : done ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-7 shrink-0 place-items-center rounded-full border text-xs',
                  current && 'border-primary bg-primary text-primary-foreground',
                  done && 'border-primary bg-primary-soft text-primary',
                  !current && !done && 'border-border bg-surface',
                )}
              >
                {done ? <Check className="size-4" /> : number}
              </span>
              <span>
                <span className="sr-only">Step {number}: </span>
                {WIZARD_STEP_INFO[number].name}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
