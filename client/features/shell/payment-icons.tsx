import { css } from 'styled-system/css';

/** Accepted payment methods: brand names, drawn as plain cards (no brand artwork). */
const PAYMENT_METHODS = [
  { name: 'Visa', label: 'VISA', bg: '#1A1F71', fg: '#FFFFFF' },
  { name: 'Mastercard', label: 'MC', bg: '#FFFFFF', fg: '#14161F', circles: true },
  { name: 'American Express', label: 'AMEX', bg: '#2E77BC', fg: '#FFFFFF' },
  { name: 'Discover', label: 'DISCOVER', bg: '#FFFFFF', fg: '#14161F' },
  { name: 'PayPal', label: 'PayPal', bg: '#FFFFFF', fg: '#003087' },
  { name: 'Apple Pay', label: 'Pay', bg: '#000000', fg: '#FFFFFF' },
] as const;

/** Payment method icons, each an image named for assistive technology. */
export function PaymentIcons({ label }: { label: string }) {
  return (
    <ul aria-label={label} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
      {PAYMENT_METHODS.map((method) => (
        <li key={method.name}>
          <svg role="img" aria-label={method.name} width="48" height="32" viewBox="0 0 48 32">
            <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill={method.bg} stroke="#D5D8E1" />
            {'circles' in method && (
              <>
                <circle cx="20" cy="13" r="7" fill="#EB001B" />
                <circle cx="28" cy="13" r="7" fill="#F79E1B" fillOpacity="0.85" />
              </>
            )}
            <text
              x="24"
              y={'circles' in method ? 28 : 20}
              textAnchor="middle"
              fontFamily="Inter, sans-serif"
              fontWeight="700"
              fontSize={method.label.length > 5 ? 7 : 10}
              fill={method.fg}
            >
              {method.label}
            </text>
          </svg>
        </li>
      ))}
    </ul>
  );
}
