import { ArrowLeft, Info } from 'lucide-react';
import { useMessages } from '@web/i18n/language';
import type { LegalBlock, LegalDocument } from './legal-document';
import { legalMessages } from './messages';

/** dd.MM.yyyy → yyyy-MM-dd, the machine-readable form of <time>. */
const isoDate = (date: string) => date.split('.').reverse().join('-');

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'paragraph') return <p>{block.text}</p>;
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-slate-500">
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** A legal document (terms, privacy policy) as a readable page: title, date, contents, sections, way home. */
export function LegalDocumentView({ document: doc }: { document: LegalDocument }) {
  const t = useMessages(legalMessages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {t.effectiveFrom}: <time dateTime={isoDate(doc.effectiveFrom)}>{doc.effectiveFrom}</time>
        </p>
        {doc.notice && (
          <p
            role="note"
            aria-label={t.translation}
            className="mt-6 flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm leading-6 text-amber-950"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {doc.notice}
          </p>
        )}
        {doc.intro && <p className="mt-6 leading-7 text-slate-700">{doc.intro}</p>}
      </header>
      <nav aria-labelledby="legal-contents" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 id="legal-contents" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
          {t.contents}
        </h2>
        <ol className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {doc.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`} className="text-xl font-semibold text-slate-900">
              {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-7 text-slate-700">
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </div>
          </section>
        ))}
      </div>
      <p className="mt-12 border-t border-slate-200 pt-8">
        <a href="/" className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t.backHome}
        </a>
      </p>
    </article>
  );
}
