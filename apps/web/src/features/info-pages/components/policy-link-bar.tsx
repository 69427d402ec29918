import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { focusRing } from '../styles';

const links = [
  { to: '/terms-of-service', label: 'Terms' },
  { to: '/privacy-policy', label: 'Privacy' },
  { to: '/cancellation-policy', label: 'Cancellation Policy' },
] as const;

interface PolicyLinkBarProps {
  visible: boolean;
}

/** Fixed bottom bar with the policy links. Hidden bars are `invisible`, so they leave the tab order. */
export function PolicyLinkBar({ visible }: PolicyLinkBarProps) {
  const { pathname } = useLocation();

  // Keep elements scrolled into view by keyboard focus clear of the bar (WCAG 2.4.11).
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBottom;
    root.style.scrollPaddingBottom = '5rem';
    return () => {
      root.style.scrollPaddingBottom = previous;
    };
  }, []);

  return (
    <nav
      aria-label="Policies"
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur transition-[opacity,translate,visibility] duration-200 motion-reduce:transition-none ${
        visible ? 'visible translate-y-0 opacity-100' : 'invisible translate-y-full opacity-0'
      }`}
    >
      <ul className="mx-auto flex max-w-3xl items-center justify-center gap-1 px-4 py-2 text-sm sm:gap-4">
        {links.map((link) => {
          const current = link.to === pathname;
          return (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-md px-3 font-medium hover:bg-slate-100 hover:text-indigo-700 ${
                  current ? 'text-indigo-700' : 'text-slate-700'
                } ${focusRing}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
