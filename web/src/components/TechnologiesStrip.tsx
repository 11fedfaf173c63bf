const technologies = ["JavaScript", "HTML5", "CSS3", "React", "PHP", "Windows", "Node.js"];

export function TechnologiesStrip() {
  return (
    <section aria-labelledby="technologies-heading" className="border-y border-sand-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <h2
          id="technologies-heading"
          className="text-center text-sm font-semibold uppercase tracking-widest text-muted"
        >
          Trusted Technologies
        </h2>
        <ul className="mt-5 flex flex-wrap justify-center gap-x-8 gap-y-3 text-lg font-semibold text-brand-800">
          {technologies.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
