import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** Product section 1: the photography-tips link for owners and the owner call to action. */
export function OwnerCallToAction() {
  return (
    <section aria-labelledby="owners-heading" className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <div className="grid gap-8 rounded-2xl bg-primary px-6 py-12 text-primary-foreground sm:px-12 lg:grid-cols-[2fr_1fr] lg:items-center">
        <div className="grid gap-4">
          <h2 id="owners-heading" className="text-3xl font-bold tracking-tight">
            Own a space filmmakers would love?
          </h2>
          <p className="max-w-2xl text-lg text-primary-foreground/90">
            List your home, loft, office or shop and earn from shoot days. You choose the dates, the rules and
            the crews you host.
          </p>
          <p>
            <Link to={paths.info.photographyTips} className="font-semibold underline underline-offset-4">
              Photography tips for owners: make your listing stand out
            </Link>
          </p>
        </div>
        <div className="flex flex-wrap gap-3 lg:justify-end">
          <Link
            to={paths.listProperty}
            className={buttonClasses({
              size: 'lg',
              variant: 'outline',
              className: 'border-transparent text-primary',
            })}
          >
            List Your Property
          </Link>
        </div>
      </div>
    </section>
  );
}
