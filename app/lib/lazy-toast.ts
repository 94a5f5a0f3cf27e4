// Toasts without sonner in the first load (docs/decisions/079). Sonner (~9 KB gzip) is fetched once
// the page is idle, or at the first toast if that comes sooner; its Toaster then mounts (see
// FlashToaster) and every toast asked for meanwhile is shown in order. The API is the subset of
// sonner's that the app uses, so call sites read `toast.error(message)` as before.

type Sonner = typeof import("sonner");
type ToastId = string | number;
type ToastOptions = { id?: ToastId };
type Kind = "message" | "success" | "error" | "loading";

let sonner: Promise<Sonner> | undefined;
let toasterMounted: () => void = () => {};
/** Resolves once the Toaster listens: sonner drops toasts published before it subscribes. */
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const wantToaster = new Set<() => void>();
let nextId = 0;

/** Fetches sonner (once) and asks FlashToaster to mount the Toaster. */
export function loadToaster(): Promise<Sonner> {
  if (!sonner) {
    sonner = import("sonner");
    for (const mount of wantToaster) mount();
  }
  return sonner;
}

/** FlashToaster registers how to mount the Toaster; it is called when sonner is first wanted. */
export function onToasterWanted(mount: () => void): () => void {
  wantToaster.add(mount);
  if (sonner) mount();
  return () => wantToaster.delete(mount);
}

/** Called by the mounted Toaster's sibling, after the Toaster has subscribed. */
export function markToasterMounted() {
  toasterMounted();
}

function show(kind: Kind, message: string, options: ToastOptions = {}): ToastId {
  // The id is ours, so a loading toast can be replaced (same id) before sonner has even arrived.
  const id = options.id ?? `tipoff-toast-${++nextId}`;
  void Promise.all([loadToaster(), toasterReady]).then(([{ toast: sonnerToast }]) => {
    if (kind === "message") sonnerToast(message, { id });
    else sonnerToast[kind](message, { id });
  });
  return id;
}

export const toast = Object.assign((message: string, options?: ToastOptions) => show("message", message, options), {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  loading: (message: string, options?: ToastOptions) => show("loading", message, options),
});
