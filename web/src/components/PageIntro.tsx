import type { ReactNode } from "react";

/** The heading band at the top of an inner page: its single h1 and an intro line. */
export function PageIntro({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-sand-100 to-sand-50">
      <div className="mx-auto max-w-4xl px-4 pt-16 pb-12 text-center sm:px-6 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children && <p className="mt-5 text-lg leading-8 text-muted">{children}</p>}
      </div>
    </section>
  );
}
