import { Spinner } from '@web/components/ui/spinner';

/** What a back-office screen shows while its code loads. */
export const screenFallback = (
  <div className="flex min-h-dvh items-center justify-center">
    <Spinner />
  </div>
);
