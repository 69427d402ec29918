import { BREAKPOINTS } from '@setspot/domain/common/constants';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useCookieHeader } from '../../lib/request-cookie';
import { useMediaQuery } from '../../lib/use-media-query';
import { readSidebarOpen, writeSidebarOpen } from './dashboard-sidebar-cookie';

type SidebarState = {
  /** Desktop and tablet: expanded (true) or collapsed to icons. */
  open: boolean;
  /** Phones: whether the off-canvas sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
};

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside SidebarProvider');
  return state;
}

/** Holds the dashboard sidebar's state and the Ctrl/Cmd+B shortcut of product section 2. */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useMediaQuery(`(max-width: ${BREAKPOINTS.tablet - 0.02}px)`);
  // The request's cookies when the server draws the page, so it draws the column as it will stay.
  const cookies = useCookieHeader();
  const [open, setOpen] = useState(() => readSidebarOpen(cookies));
  const [openMobile, setOpenMobile] = useState(false);

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    writeSidebarOpen(!open);
    setOpen(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      // Ctrl+B is also "bold" in some browsers' editable fields; the app has no rich text, so it is ours.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, openMobile, setOpenMobile, isMobile, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
