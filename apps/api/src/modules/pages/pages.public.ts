// What other modules may use of pages (architecture section 4: one public file).
export { escapeHtml } from './page-tags.ts';
