// The vendor's mark, drawn inline so the sign-in screen needs no image request.

/** The vendor's mark: a chip with its pins. */
export function BrandMark({
  size = 40,
  color = '#ffffff',
  background = 'rgba(255,255,255,0.14)',
}: {
  size?: number;
  color?: string;
  background?: string;
}) {
  const pins = [15, 20, 25];
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="40" height="40" rx="10" fill={background} />
      <rect x="11" y="11" width="18" height="18" rx="3" fill="none" stroke={color} strokeWidth="2.2" />
      <path
        d="M16 24 L20 15.5 L24 24"
        fill="none"
        stroke={color}
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {pins.map((at) => (
        <g key={at} stroke={color} strokeWidth="1.8" strokeLinecap="round">
          <line x1={at} y1="6" x2={at} y2="10" />
          <line x1={at} y1="30" x2={at} y2="34" />
          <line x1="6" y1={at} x2="10" y2={at} />
          <line x1="30" y1={at} x2="34" y2={at} />
        </g>
      ))}
    </svg>
  );
}
