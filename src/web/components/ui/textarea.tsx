import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';
import { fieldClass } from './input';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClass, 'py-2', className)} {...props} />;
}
