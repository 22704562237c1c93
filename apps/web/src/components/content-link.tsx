import type { ReactNode } from 'react';
import { Link } from '@/lib/router.tsx';
import { internalRoute } from '@/lib/paths.ts';

interface ContentLinkProps {
  /** An operator-configured link: an in-app page (`#/pages/...`), a web address, or nothing. */
  href: string | null | undefined;
  className?: string;
  children: ReactNode;
  testId?: string;
  label?: string;
}

/** Opens an operator-configured link: in-app pages through the router, web addresses in a new tab. */
export function ContentLink({ href, className, children, testId, label }: ContentLinkProps) {
  const route = internalRoute(href);
  if (route)
    return (
      <Link to={route} className={className} data-testid={testId} aria-label={label}>
        {children}
      </Link>
    );
  if (href && /^https?:\/\//.test(href))
    return (
      <a href={href} className={className} data-testid={testId} aria-label={label} target="_blank" rel="noreferrer">
        {children}
      </a>
    );
  return (
    <div className={className} data-testid={testId}>
      {children}
    </div>
  );
}
