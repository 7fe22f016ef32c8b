import type { ReactNode } from 'react';

// lucide 1.x no longer ships brand icons: simple inline marks, no third-party asset.
const icons: { name: string; href: string; path: ReactNode }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/', path: <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z" /> },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    path: (
      <path d="M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z" fillRule="evenodd" />
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    path: <path d="M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.3 2.6 4.3 6V21h-4v-5.5c0-1.3 0-3-1.9-3s-2.1 1.4-2.1 2.9V21h-4z" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    path: (
      <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.4-1.2.4-3.8.4-3.8s0-2.6-.4-3.8zM10 15V9l5.2 3z" />
    ),
  },
];

export function SocialIcons() {
  return (
    <ul className="flex gap-3" data-testid="social-icons">
      {icons.map((icon) => (
        <li key={icon.name}>
          <a
            href={icon.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={icon.name}
            className="grid size-9 place-items-center rounded-full bg-white/10 text-white hover:bg-brand"
          >
            <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true">
              {icon.path}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
