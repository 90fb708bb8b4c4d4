/** The heading of a /cennik section; `id` is what the section's aria-labelledby names. */
export function SectionHeader({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-3 text-base leading-7 text-slate-600">{lead}</p>}
    </div>
  );
}
