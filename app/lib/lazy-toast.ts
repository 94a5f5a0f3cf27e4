// Toasts without sonner in the first load (docs/decisions/079). Sonner (~9 KB gzip) is fetched once
// the page is idle (and online), or at the first toast if that comes sooner; its Toaster then mounts
// (see FlashToaster) and every toast asked for meanwhile is shown in order. The API is the subset of
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

let loaded = false;

/**
 * Fetches sonner (once) and then asks FlashToaster to mount the Toaster. Offline, before sonner was
 * ever fetched (the service worker keeps it once it has been), this fails: the toast is dropped (the
 * page's own message still shows) and the next toast tries again.
 */
export function loadToaster(): Promise<Sonner> {
  sonner ??= import("sonner").then(
    (module) => {
      loaded = true;
      for (const mount of wantToaster) mount();
      return module;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** FlashToaster registers how to mount the Toaster; it is called once sonner has arrived. */
export function onToasterWanted(mount: () => void): () => void {
  wantToaster.add(mount);
  if (loaded) mount();
  return () => wantToaster.delete(mount);
}

/** Called by the mounted Toaster's sibling, after the Toaster has subscribed. */
export function markToasterMounted() {
  toasterMounted();
}

function show(kind: Kind, message: string, options: ToastOptions = {}): ToastId {
  // The id is ours, so a loading toast can be replaced (same id) before sonner has even arrived.
  const id = options.id ?? `tipoff-toast-${++nextId}`;
  loadToaster()
    .then(async ({ toast: sonnerToast }) => {
      await toasterReady;
      if (kind === "message") sonnerToast(message, { id });
      else sonnerToast[kind](message, { id });
    })
    .catch(() => undefined);
  return id;
}

export const toast = Object.assign((message: string, options?: ToastOptions) => show("message", message, options), {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  loading: (message: string, options?: ToastOptions) => show("loading", message, options),
});
