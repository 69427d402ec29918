import type { Ref } from 'react';

type StepHeadingProps = { title: string; description: string; ref?: Ref<HTMLHeadingElement> };

/** Each step's title; it takes focus when the step changes so screen readers hear where they are. */
export function StepHeading({ title, description, ref }: StepHeadingProps) {
  return (
    <div className="grid gap-1">
      <h2 ref={ref} tabIndex={-1} className="text-xl font-semibold tracking-tight focus:outline-none">
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
