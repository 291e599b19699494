import { create } from 'zustand';

/** Delay before a queued loader appears, so quick work does not flash it (SHELL-LOADER-2). */
export const LOADER_DELAY_MS = 600;

export interface LoaderContent {
  text: string;
  subText?: string;
  /** Dim the page behind the loader. */
  overlay?: boolean;
}

interface LoaderState {
  /** The loader on screen, or null. */
  loader: LoaderContent | null;
  /** Shows the loader after LOADER_DELAY_MS unless clearLoader is called first. */
  queueLoader: (text: string | LoaderContent) => void;
  /** Shows the loader at once. */
  showLoader: (text: string | LoaderContent) => void;
  /** Hides the loader and cancels a queued one. */
  clearLoader: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

const toContent = (value: string | LoaderContent): LoaderContent =>
  typeof value === 'string' ? { text: value, overlay: true } : value;

function cancelTimer() {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

export const useLoaderStore = create<LoaderState>()((set) => ({
  loader: null,
  queueLoader: (value) => {
    cancelTimer();
    timer = setTimeout(() => {
      timer = undefined;
      set({ loader: toContent(value) });
    }, LOADER_DELAY_MS);
  },
  showLoader: (value) => {
    cancelTimer();
    set({ loader: toContent(value) });
  },
  clearLoader: () => {
    cancelTimer();
    set({ loader: null });
  },
}));
