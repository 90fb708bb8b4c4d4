import { Spinner } from './spinner';

/** While a dialog's code loads, a dimmed screen with a spinner answers the tap at once. */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/40">
      <Spinner className="rounded-full bg-white p-3 shadow-lg" />
    </div>
  );
}
