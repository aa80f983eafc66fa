// Mise's mark, drawn inline so the header needs no image request: a pot with a sprig of herbs.
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={className}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <g className="fill-primary-foreground">
        <path d="M7 15.5h18v1.6a8 8 0 0 1-8 8h-2a8 8 0 0 1-8-8z" />
        <rect x="5" y="13.2" width="22" height="2.2" rx="1.1" />
        <path d="M16 12.4c-.2-2.7.6-5 2.6-6.9l.9.8c-1.7 1.7-2.4 3.6-2.2 6.1z" />
        <path d="M16.6 9.6c-2.4.2-4.2-.8-5.2-2.9 2.3-.3 4.1.7 5.2 2.9z" />
        <path d="M18.3 8.3c.7-2.1 2.3-3.2 4.6-3.3-.6 2.1-2.2 3.2-4.6 3.3z" />
      </g>
    </svg>
  );
}
