/** The two Minty dogs that sit above the footer on pages that ask for them. */
export function MintyDogs() {
  return (
    <div aria-hidden="true" data-testid="minty-dogs" className="pointer-events-none mx-auto -mb-px flex max-w-7xl items-end justify-between px-6 sm:px-16">
      <Dog className="h-24 w-auto sm:h-32" color="#10b981" />
      <Dog className="h-20 w-auto -scale-x-100 sm:h-28" color="#f59e0b" />
    </div>
  );
}

function Dog({ className, color }: { className?: string; color: string }) {
  return (
    <svg viewBox="0 0 120 100" className={className} focusable="false">
      <ellipse cx="62" cy="72" rx="38" ry="22" fill={color} />
      <rect x="30" y="78" width="10" height="22" rx="5" fill={color} />
      <rect x="80" y="78" width="10" height="22" rx="5" fill={color} />
      <path d="M98 62c10-6 16-16 14-26" stroke={color} strokeWidth="7" strokeLinecap="round" fill="none" />
      <circle cx="32" cy="44" r="24" fill={color} />
      <path d="M14 30 8 8l20 14Z" fill={color} />
      <path d="M44 24 52 4l2 24Z" fill={color} />
      <ellipse cx="32" cy="52" rx="12" ry="9" fill="#fff" opacity="0.9" />
      <circle cx="24" cy="40" r="3.2" fill="#0b1324" />
      <circle cx="40" cy="40" r="3.2" fill="#0b1324" />
      <ellipse cx="32" cy="49" rx="4" ry="3" fill="#0b1324" />
      <path d="M28 56q4 4 8 0" stroke="#0b1324" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}
