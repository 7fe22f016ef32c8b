import type { ReactNode } from 'react';

export function SectionHeading({ id, title, action }: { id: string; title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex items-end justify-between gap-4 border-b-2 border-line pb-2">
      <h2 id={id} className="relative text-2xl font-bold after:absolute after:-bottom-[1.1rem] after:left-0 after:h-[2px] after:w-full after:bg-brand">
        {title}
      </h2>
      {action}
    </div>
  );
}
