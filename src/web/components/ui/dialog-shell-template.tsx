import { X } from 'lucide-react';
import { SpinnerCircle } from './spinner';

type DialogShellTemplateProps = {
  /** The island whose tap it answers (app/islands.ts). */
  island: string;
  title: string;
  description?: string;
  closeLabel: string;
  loadingLabel: string;
  /** The dialog's own width class, so the frame and the dialog that replaces it are the same box. */
  className?: string;
};

/**
 * A dialog's frame as server HTML in a `<template>`: what a tap opens before the island's React is there
 * (app/dialog-shell.ts). The same box as `DialogContent` (ui/dialog.tsx): title, description, close button;
 * in place of the content, a spinner. Plain markup only: no React handler ever runs on it.
 */
export function DialogShellTemplate({
  island,
  title,
  description,
  closeLabel,
  loadingLabel,
  className = 'max-w-lg',
}: DialogShellTemplateProps) {
  const titleId = `${island}-shell-title`;
  return (
    <template data-dialog-shell={island}>
      <div data-dialog-shell-frame="" className="fixed inset-0 z-50 bg-slate-950/60">
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={`fixed top-1/2 left-1/2 w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-5 shadow-xl sm:p-6 ${className}`}
        >
          <div className="mb-4 pr-8">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
          </div>
          <p role="status" className="flex min-h-64 items-center justify-center gap-3 text-sm text-slate-600">
            <SpinnerCircle />
            {loadingLabel}
          </p>
          <button
            type="button"
            data-dialog-shell-close=""
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded-md p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </template>
  );
}
