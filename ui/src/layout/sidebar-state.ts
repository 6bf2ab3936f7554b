import { atom } from "jotai";

/** Whether the sidebar is open; it starts closed (docs/PRODUCT-RULES.md#screens). */
export const sidebarOpenAtom = atom(false);

/** Below this width the open sidebar covers the page instead of sitting beside it. */
export const OVERLAY_SIDEBAR_QUERY = "(max-width: 1023px)";
