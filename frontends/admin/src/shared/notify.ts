import { toast } from '@costiera/kit';

/**
 * Toasts with a title and a description (SPEC section 8), through kit's toaster (one at a
 * time, 5 s, F8 focuses it). A failure is destructive and shows the error's message, which
 * the API client formats as 'status: server message'.
 */
export function useNotify() {
  return {
    success(title: string, description?: string) {
      toast({ title, description });
    },
    failure(title: string, error: unknown) {
      toast({ title, description: error instanceof Error ? error.message : String(error), variant: 'destructive' });
    },
  };
}
