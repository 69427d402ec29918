import { CalendarCheck, Clapperboard, Search } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const steps = [
  {
    icon: Search,
    title: 'Search Locations',
    text: 'Browse homes, lofts, offices and more by city, type, price and size.',
  },
  {
    icon: CalendarCheck,
    title: 'Book Your Dates',
    text: 'Pick your shoot days and send a request; the owner confirms it.',
  },
  {
    icon: Clapperboard,
    title: 'Start Filming',
    text: 'Arrive, load in and roll camera in a space that fits your story.',
  },
];

/** Product section 1: the three-step explainer. */
export function HowItWorksSteps() {
  return (
    <section aria-labelledby="steps-heading" className="border-y border-border bg-muted/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-2 text-center">
          <h2 id="steps-heading" className="text-3xl font-bold tracking-tight">
            How it works
          </h2>
          <p className="text-muted-foreground">
            Three steps from idea to set.{' '}
            <Link
              to={paths.info.howItWorks}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {/* Says where it leads: search engines rank 'Learn more' as a link text that does not. */}
              Learn more about how it works
            </Link>
          </p>
        </div>
        <ol className="grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li
              key={title}
              className="grid justify-items-center gap-3 rounded-xl bg-surface p-6 text-center shadow-sm"
            >
              <span className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="text-lg font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {title}
              </h3>
              <p className="text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
