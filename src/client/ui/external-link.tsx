import type { AnchorHTMLAttributes } from "react";

/**
 * A link to another site, opened in a new tab. noopener stops that site from reaching back into
 * ours through window.opener; noreferrer keeps our page address out of its logs. Screen readers
 * are told a new tab opens, since the back button will not bring them back.
 */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (s'ouvre dans un nouvel onglet)</span>
    </a>
  );
}
