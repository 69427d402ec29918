import { Button, buttonClasses } from '../../../components/ui/button';

type CheckoutNoticeProps = {
  title: string;
  text: string;
  href: string;
  linkText: string;
  onRetry?: (() => void) | undefined;
};

/** A checkout that cannot take a payment (not found, paid, expired): why, and the way back. */
export function CheckoutNotice({ title, text, href, linkText, onRetry }: CheckoutNoticeProps) {
  return (
    <div role="status" className="mx-auto grid max-w-sm justify-items-center gap-3 py-10 text-center">
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      <div className="flex gap-2">
        {onRetry ? (
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
        {/* A full page load: this page lives outside the app's layout, like a hosted checkout. */}
        <a href={href} className={buttonClasses({})}>
          {linkText}
        </a>
      </div>
    </div>
  );
}
